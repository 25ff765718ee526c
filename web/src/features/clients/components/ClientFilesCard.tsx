import { useState } from 'react';
import { Card, Group, Pagination, Skeleton, Text, Title } from '@mantine/core';
import { totalPages } from '@contract/pagination';
import { useTranslation } from 'react-i18next';
import { FileUploadButton } from '../../../components/FileUploadButton';
import { notifySuccess } from '../../../lib/notify';
import { kilobytes, StoredFileList } from '../../../components/StoredFileList';
import { useAttachFile, useClientFiles } from '../api/clients';
import { HISTORY_PAGE_SIZE } from '../api/history';

/** A client's files: upload with progress, then attach; download as an attachment; paged. */
export function ClientFilesCard({ clientId }: { clientId: string }) {
  const { t } = useTranslation(['clients', 'common']);
  const files = useClientFiles(clientId);
  const attach = useAttachFile(clientId);
  const [page, setPage] = useState(1);
  const all = files.data ?? [];
  const pages = totalPages(all.length, HISTORY_PAGE_SIZE);
  const shown = all.slice((page - 1) * HISTORY_PAGE_SIZE, page * HISTORY_PAGE_SIZE);
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
      ) : all.length ? (
        <>
          <StoredFileList
            files={shown}
            testId="client-file"
            sizeOf={(f) => t('details.size', { n: kilobytes(f.size) })}
            downloadLabel={(f) => t('details.download', { name: f.name })}
          />
          <Pagination
            mt="sm"
            total={pages}
            value={Math.min(page, pages)}
            onChange={setPage}
            hideWithOnePage
            size="sm"
            aria-label={t('common:pagination.label')}
            getItemProps={(p) => ({ 'aria-label': t('common:pagination.page', { page: p }) })}
            getControlProps={(control) => ({ 'aria-label': t(`common:pagination.${control}`) })}
          />
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('details.noFiles')}
        </Text>
      )}
    </Card>
  );
}
