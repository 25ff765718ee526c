import { Box, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCalendarEvent, IconChecklist, IconMapPin, IconMessage, IconTool, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SUBJECT_OF_KIND, type Notification } from '@contract/notifications';
import { useFormatters } from '../../../lib/format';
import { useRelativeTime } from './relative-time';

const icons = { visit: IconMapPin, task: IconChecklist, meeting: IconCalendarEvent, maintenance: IconTool, client: IconUsers } as const;
const tones = { visit: 'brand', task: 'grape', meeting: 'teal', maintenance: 'orange', client: 'cyan' } as const;

/** One row of the bell's list: what happened, by whom, when; an unread one is marked and bold. */
export function NotificationItem({ item, onOpen }: { item: Notification; onOpen: (item: Notification) => void }) {
  const { t } = useTranslation('notifications');
  const ago = useRelativeTime();
  const { number } = useFormatters();
  const subject = SUBJECT_OF_KIND[item.kind];
  const Icon = item.kind === 'visit_message' ? IconMessage : icons[subject];
  const unread = !item.read_at;
  // `count` picks the plural form where a notification stands for several (clients moved together).
  const text = t(`kinds.${item.kind}`, { title: item.data.title, count: item.data.count ?? 1, n: number(item.data.count ?? 1) });
  return (
    <UnstyledButton
      onClick={() => onOpen(item)}
      w="100%"
      p="xs"
      data-testid="notification-item"
      data-unread={unread || undefined}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      className="notification-item"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color={tones[subject]} radius="xl" aria-hidden>
          <Icon size={16} />
        </ThemeIcon>
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text size="sm" fw={unread ? 700 : 400} lineClamp={2}>
            {unread && <span className="visually-hidden-label">{`${t('unreadLabel')}: `}</span>}
            {text}
          </Text>
          {item.data.reason && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {t('reason', { reason: item.data.reason })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {item.data.actor ? `${item.data.actor} · ` : ''}
            {ago(item.created_at)}
          </Text>
        </Stack>
        {unread && <Box w={8} h={8} mt={6} bg="brand" style={{ borderRadius: '50%', flexShrink: 0 }} aria-hidden />}
      </Group>
    </UnstyledButton>
  );
}
