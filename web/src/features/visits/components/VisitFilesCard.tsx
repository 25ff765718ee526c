import { ActionIcon, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFile, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '@contract/files';
import { notifyError } from '../../../lib/notify';
import { downloadFile } from '../../../lib/upload';
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
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="visit-files">
          {files.map((f) => {
            const Icon = f.type.startsWith('image/') ? IconPhoto : IconFile;
            return (
              <Group key={f.id} component="li" justify="space-between" wrap="nowrap" data-testid="visit-file">
                <Group gap="xs" wrap="nowrap" miw={0}>
                  <Icon size={18} aria-hidden />
                  <Text size="sm" truncate>
                    {f.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('files.size', { n: clock.number(Math.max(1, Math.round(f.size / 1024))) })}
                  </Text>
                </Group>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('files.download', { name: f.name })}
                  onClick={() => downloadFile(f).catch((err) => notifyError(err))}
                >
                  <IconDownload size={18} aria-hidden />
                </ActionIcon>
              </Group>
            );
          })}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('files.none')}
        </Text>
      )}
    </Card>
  );
}
