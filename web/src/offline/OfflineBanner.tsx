import { Button, Group, Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useOnline } from '../lib/reachability';
import { IconAlertTriangle, IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useConflicts } from './conflicts';
import { OutboxDrawer } from './OutboxDrawer';
import { useQueuedChanges } from './outbox';

/**
 * The strip above every signed-in page while something is not as the server has it: offline,
 * changes waiting or being sent, or changes the server refused. It opens the list of them.
 */
export function OfflineBanner() {
  const { t } = useTranslation('offline');
  const online = useOnline();
  const waiting = useQueuedChanges().length;
  const conflicts = useConflicts().length;
  const [opened, { open, close }] = useDisclosure(false);
  if (online && waiting === 0 && conflicts === 0) return null;

  const tone = conflicts > 0 ? 'red' : online ? 'blue' : 'orange';
  const Icon = conflicts > 0 ? IconAlertTriangle : online ? IconRefresh : IconCloudOff;
  // Offline (or no answer: lie-fi) nothing is being sent, and the banner says so.
  const parts = [
    !online && (waiting > 0 ? t('banner.offlineWaiting', { count: waiting, n: waiting }) : t('banner.offline')),
    online && waiting > 0 && t('banner.sending', { count: waiting, n: waiting }),
    conflicts > 0 && t('banner.conflicts', { count: conflicts, n: conflicts }),
  ].filter(Boolean);
  return (
    <>
      <Paper
        role="status"
        aria-live="polite"
        data-testid="offline-banner"
        withBorder
        radius="md"
        p="xs"
        mb="md"
        bg={`var(--mantine-color-${tone}-light)`}
        style={{ borderColor: `var(--mantine-color-${tone}-outline)` }}
      >
        <Group gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Icon size={20} aria-hidden style={{ flexShrink: 0, color: `var(--mantine-color-${tone}-light-color)` }} />
            <Text size="sm">{parts.join(' · ')}</Text>
          </Group>
          {(waiting > 0 || conflicts > 0) && (
            <Button size="compact-sm" variant="default" onClick={open} style={{ flexShrink: 0 }}>
              {t('banner.review')}
            </Button>
          )}
        </Group>
      </Paper>
      <OutboxDrawer opened={opened} onClose={close} />
    </>
  );
}
