import { Card, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '@contract/files';
import { kilobytes, StoredFileList } from '../../../components/StoredFileList';
import { useCompanyClock } from './labels';

/** The photos and files the completion attached (the signed receipt, the proof of delivery). */
export function VisitFilesCard({ files }: { files: StoredFile[] }) {
  const { t } = useTranslation('visits');
  const clock = useCompanyClock();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="visit-files">
      <Title order={2} size="h4" id="visit-files" mb="sm">
        {t('files.title')}
      </Title>
      {files.length ? (
        <StoredFileList
          files={files}
          testId="visit-file"
          sizeOf={(f) => t('files.size', { n: clock.number(kilobytes(f.size)) })}
          downloadLabel={(f) => t('files.download', { name: f.name })}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('files.none')}
        </Text>
      )}
    </Card>
  );
}
