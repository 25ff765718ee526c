import { ActionIcon, Badge, Card, Group, Menu, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDotsVertical, IconPencil, IconPlayerPause, IconPlayerPlay, IconSend, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReportSchedule } from '@contract/report-schedules';
import { confirmAction } from '../../../components/confirm';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useScheduleAction, useSchedules, type ScheduleAction } from '../api/schedules';
import { useScheduleWords } from './schedule-words';

const done: Record<ScheduleAction, string> = {
  sendNow: 'actions.sent',
  pause: 'actions.pausedDone',
  resume: 'actions.resumedDone',
  remove: 'actions.deleted',
};

function ScheduleRow({ s, onEdit }: { s: ReportSchedule; onEdit: (s: ReportSchedule) => void }) {
  const { t } = useTranslation(['schedules', 'reports']);
  const words = useScheduleWords();
  const action = useScheduleAction();
  const run = (what: ScheduleAction) =>
    action.mutate(
      { id: s.id, action: what },
      { onSuccess: () => notifySuccess(t(done[what] as 'actions.sent')), onError: (err) => notifyError(err) },
    );
  return (
    <Card withBorder radius="md" padding="sm" data-testid="schedule-row" aria-busy={action.isPending}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {s.name}
            </Text>
            <Badge color={s.paused ? 'gray.7' : 'teal.9'} variant="filled" data-testid="schedule-status">
              {t(s.paused ? 'paused' : 'active')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t(`reports:types.${s.report_type}` as 'reports:types.1')} · {t(`formats.${s.format}`)} · {t(`languages.${s.language}`)}
          </Text>
          <Text size="sm">{words.when(s)}</Text>
          {!s.paused && (
            <Text size="sm" c="dimmed">
              {t('next', { when: words.next(s.next_run_at) })}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('recipients', { count: s.recipients.length, n: words.number(s.recipients.length) })}
          </Text>
          {s.last_error && (
            <Text size="sm" c="red.8" role="status">
              {t('lastError', { error: s.last_error })}
            </Text>
          )}
        </Stack>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={t('actions.menu', { name: s.name })}
              data-testid="schedule-actions"
              loading={action.isPending}
            >
              <IconDotsVertical size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconSend size={16} aria-hidden />} onClick={() => run('sendNow')} data-testid="schedule-send-now">
              {t('actions.sendNow')}
            </Menu.Item>
            {s.paused ? (
              <Menu.Item leftSection={<IconPlayerPlay size={16} aria-hidden />} onClick={() => run('resume')} data-testid="schedule-resume">
                {t('actions.resume')}
              </Menu.Item>
            ) : (
              <Menu.Item leftSection={<IconPlayerPause size={16} aria-hidden />} onClick={() => run('pause')} data-testid="schedule-pause">
                {t('actions.pause')}
              </Menu.Item>
            )}
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(s)} data-testid="schedule-edit">
              {t('actions.edit')}
            </Menu.Item>
            <Menu.Item
              color="red.9"
              leftSection={<IconTrash size={16} aria-hidden />}
              data-testid="schedule-delete"
              onClick={() =>
                confirmAction({
                  title: t('actions.deleteTitle'),
                  message: t('actions.deleteMessage', { name: s.name }),
                  confirmLabel: t('actions.delete'),
                  danger: true,
                  testId: 'schedule-delete-confirm',
                  onConfirm: () => run('remove'),
                })
              }
            >
              {t('actions.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Card>
  );
}

/** The reports page's "Scheduled reports": the manager's own, each with its actions. */
export function ScheduledReports({ onEdit }: { onEdit: (s: ReportSchedule) => void }) {
  const { t } = useTranslation('schedules');
  const list = useSchedules(true);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="scheduled-reports-title" data-testid="scheduled-reports">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="scheduled-reports-title">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('subtitle')}
          </Text>
        </div>
        {list.isPending && <Skeleton height={72} radius="md" />}
        {list.error && <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />}
        {list.data?.count === 0 && (
          <Text c="dimmed" size="sm" data-testid="schedules-empty">
            {t('empty')}
          </Text>
        )}
        {list.data?.results.map((s) => (
          <ScheduleRow key={s.id} s={s} onEdit={onEdit} />
        ))}
      </Stack>
    </Card>
  );
}
