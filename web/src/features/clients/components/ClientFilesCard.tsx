import { Card, Group, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FileUploadButton } from '../../../components/FileUploadButton';
import { notifySuccess } from '../../../lib/notify';
import { kilobytes, StoredFileList } from '../../../components/StoredFileList';
import { useAttachFile, useClientFiles } from '../api/clients';

/** A client's files: upload with progress, then attach; download as an attachment. */
export function ClientFilesCard({ clientId }: { clientId: string }) {
  const { t } = useTranslation('clients');
  const files = useClientFiles(clientId);
  const attach = useAttachFile(clientId);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="client-files">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="client-files">
          {t('details.files')}
        </Title>
        <FileUploadButton
          label={t('details.upload')}
          onUploaded={(file) => attach.mutateAsync(file).then(() => notifySuccess(t('details.attached', { name: file.name })))}
        />
      </Group>
      {files.isPending ? (
        <Skeleton h={40} />
      ) : files.data?.length ? (
        <StoredFileList
          files={files.data}
          testId="client-file"
          sizeOf={(f) => t('details.size', { n: kilobytes(f.size) })}
          downloadLabel={(f) => t('details.download', { name: f.name })}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('details.noFiles')}
        </Text>
      )}
    </Card>
  );
}
