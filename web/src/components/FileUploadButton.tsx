import { useRef, useState } from 'react';
import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { allowedFileTypes, type StoredFile } from '@contract/files';
import { notifyError } from '../lib/notify';
import { uploadFile } from '../lib/upload';

/**
 * Picks a file and uploads it with a progress bar; `onUploaded` then attaches it to its
 * record. The accepted types are the server's (checked there again, by the bytes).
 */
export function FileUploadButton({ onUploaded, label }: { onUploaded: (file: StoredFile) => Promise<unknown>; label: string }) {
  const { t } = useTranslation('common');
  const [progress, setProgress] = useState<number | null>(null);
  const [name, setName] = useState('');
  const reset = useRef<() => void>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    setName(file.name);
    setProgress(0);
    try {
      const stored = await uploadFile(file, setProgress);
      await onUploaded(stored);
    } catch (err) {
      notifyError(err);
    } finally {
      setProgress(null);
      reset.current?.();
    }
  };

  return (
    <Stack gap={6}>
      <FileButton onChange={(f) => void upload(f)} accept={allowedFileTypes.join(',')} resetRef={reset}>
        {(props) => (
          <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />} loading={progress !== null}>
            {label}
          </Button>
        )}
      </FileButton>
      {progress !== null && (
        <Group gap="xs" wrap="nowrap" aria-live="polite">
          <Progress value={progress * 100} style={{ flex: 1 }} aria-label={t('upload.progress', { name })} animated />
          <Text size="xs" c="dimmed">
            {Math.round(progress * 100)}%
          </Text>
        </Group>
      )}
    </Stack>
  );
}
