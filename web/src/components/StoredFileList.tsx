import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconFile, IconPhoto } from '@tabler/icons-react';
import type { StoredFile } from '@contract/files';
import { notifyError } from '../lib/notify';
import { downloadFile } from '../lib/upload';

/** Stored files (a client's, a visit's), each with its size and a download button. */
export function StoredFileList(props: {
  files: StoredFile[];
  /** The size as the feature words it ("12 KB", in the reader's digits). */
  sizeOf: (file: StoredFile) => string;
  downloadLabel: (file: StoredFile) => string;
  testId: string;
}) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid={`${props.testId}s`}>
      {props.files.map((f) => {
        const Icon = f.type.startsWith('image/') ? IconPhoto : IconFile;
        return (
          <Group key={f.id} component="li" justify="space-between" wrap="nowrap" data-testid={props.testId}>
            <Group gap="xs" wrap="nowrap" miw={0}>
              <Icon size={18} aria-hidden />
              <Text size="sm" truncate>
                {f.name}
              </Text>
              <Text size="xs" c="dimmed">
                {props.sizeOf(f)}
              </Text>
            </Group>
            <ActionIcon
              variant="subtle"
              aria-label={props.downloadLabel(f)}
              onClick={() => downloadFile(f).catch((err) => notifyError(err))}
            >
              <IconDownload size={18} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
    </Stack>
  );
}

/** The number of kilobytes a size shows (a file of a few bytes is 1 KB, not 0). */
export const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024));
