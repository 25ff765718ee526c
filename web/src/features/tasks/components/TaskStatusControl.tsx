import { Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { documentTaskTypes, TASK_STATUS, taskStatuses, type Task, type TaskStatus, type TaskType } from '@contract/tasks';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { newChangeKey, useOutbox } from '../../../offline/outbox';
import { useTaskLabels } from './labels';

/**
 * Open / In progress / Done, sent at once (no confirmation: it is undone by choosing again,
 * except Done, which is final and then hides the control). A document task offers only Open
 * and In progress: its completion form is what makes it Done.
 */
export function TaskStatusControl({ task }: { task: Task }) {
  const { t } = useTranslation(['tasks', 'offline']);
  const { label } = useTaskLabels();
  const change = useOutbox('task_status');
  const labelId = useId();
  const byDocument = documentTaskTypes.includes(task.task_type as TaskType);
  const choices = taskStatuses.filter((s) => !(byDocument && s === TASK_STATUS.done));
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text size="sm" fw={500} id={labelId}>
          {t('details.statusControl')}
        </Text>
        {change.busy && <Loader size="xs" aria-label={t('details.saving')} />}
      </Group>
      <SegmentedControl
        aria-labelledby={labelId}
        data={choices.map((s) => ({ value: String(s), label: label('statuses', s) }))}
        value={String(task.status)}
        disabled={change.busy}
        onChange={(value) => {
          const status = Number(value) as TaskStatus;
          change
            .send({ key: newChangeKey(), title: task.title, at: new Date().toISOString(), taskId: task.id, status })
            .then((outcome) =>
              notifySuccess(outcome.sent ? t('details.statusChanged', { status: label('statuses', status) }) : t('offline:queued')),
            )
            .catch((err: unknown) => notifyError(err));
        }}
        data-testid="task-status-control"
        style={{ alignSelf: 'flex-start' }}
      />
    </Stack>
  );
}
