import { ActionIcon, Alert, Button, Divider, Group, Indicator, Popover, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell, IconBellOff, IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notificationPath, type Notification } from '@contract/notifications';
import { errorMessage } from '../../../lib/errors';
import { useFormatters } from '../../../lib/format';
import { useMarkAllRead, useMarkRead, useNotificationsQuery } from './notifications-api';
import { NotificationItem } from './NotificationItem';

/**
 * The header's bell: the unread count on it, the newest notifications under it. Opening one
 * marks it read and goes to what it is about; new ones arrive through the live stream.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const { number } = useFormatters();
  const [opened, { toggle, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const query = useNotificationsQuery();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const unread = query.data?.unread ?? 0;

  const open = (item: Notification) => {
    if (!item.read_at) markRead.mutate(item.id);
    close();
    void navigate(notificationPath(item.kind, item.subject_id));
  };

  return (
    <Popover opened={opened} onChange={(o) => !o && close()} position="bottom-end" width={360} shadow="md" withArrow trapFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          className="touch-target"
          onClick={toggle}
          aria-label={unread ? t('bellUnread', { count: unread, n: number(unread) }) : t('bell')}
          data-testid="notification-bell"
        >
          <Indicator label={number(unread)} size={16} disabled={unread === 0} color="red" offset={2} data-testid="notification-count">
            <IconBell size={20} aria-hidden />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0} maw="calc(100vw - 16px)">
        <Group justify="space-between" px="sm" py="xs" wrap="nowrap">
          <Text fw={700}>{t('title')}</Text>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconChecks size={16} aria-hidden />}
            disabled={unread === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {t('markAll')}
          </Button>
        </Group>
        <Divider />
        <ScrollArea.Autosize mah={420} type="auto">
          {query.isPending ? (
            <Stack p="sm" gap="sm" aria-busy>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height={44} />
              ))}
            </Stack>
          ) : query.isError ? (
            <Alert color="red" m="sm">
              {errorMessage(query.error)}
            </Alert>
          ) : query.data.results.length === 0 ? (
            <Stack align="center" gap={4} p="lg" data-testid="notifications-empty">
              <IconBellOff size={28} aria-hidden color="var(--mantine-color-dimmed)" />
              <Text fw={600}>{t('empty.title')}</Text>
              <Text size="sm" c="dimmed" ta="center">
                {t('empty.body')}
              </Text>
            </Stack>
          ) : (
            <Stack gap={0} p={4} component="ul" style={{ listStyle: 'none', margin: 0 }} aria-label={t('title')}>
              {query.data.results.map((item) => (
                <li key={item.id}>
                  <NotificationItem item={item} onOpen={open} />
                </li>
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
