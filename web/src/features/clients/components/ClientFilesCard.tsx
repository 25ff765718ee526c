import { ActionIcon, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FileUploadButton } from '../../../components/FileUploadButton';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { downloadFile } from '../../../lib/upload';
import { useAttachFile, useClientFiles } from '../api/clients';

const kb = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

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
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="client-files">
          {files.data.map((f) => (
            <Group key={f.id} component="li" justify="space-between" wrap="nowrap" data-testid="client-file">
              <Group gap="xs" wrap="nowrap" miw={0}>
                <IconFile size={18} aria-hidden />
                <Text size="sm" truncate>
                  {f.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('details.size', { n: kb(f.size) })}
                </Text>
              </Group>
              <ActionIcon
                variant="subtle"
                aria-label={t('details.download', { name: f.name })}
                onClick={() => downloadFile(f).catch((err) => notifyError(err))}
              >
                <IconDownload size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('details.noFiles')}
        </Text>
      )}
    </Card>
  );
}
