import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Task } from '@contract/tasks';
import type { Column } from '../../../components/list/DataTable';
import { useTaskLabels } from './labels';
import { DueDate, PriorityText, TaskStatusBadge } from './TaskBadges';

/** The title opens the task; a missing-paper task also names the document it asks for. */
export function TaskTitle({ task, onOpen }: { task: Task; onOpen: (task: Task) => void }) {
  const { t } = useTranslation('tasks');
  const { documentOf } = useTaskLabels();
  const document = documentOf(task);
  return (
    <Stack gap={0} miw={0}>
      <Anchor
        component="button"
        type="button"
        fw={600}
        size="sm"
        ta="start"
        onClick={() => onOpen(task)}
        aria-label={t('columns.open', { name: task.title })}
        data-testid="task-open"
        style={{ overflowWrap: 'anywhere' }}
      >
        {task.title}
      </Anchor>
      {document && (
        <Text size="xs" c="dimmed" data-testid="task-document">
          {t('missingDocument', { name: document })}
        </Text>
      )}
    </Stack>
  );
}

/** The tasks table; `sort` names the API's ordering field. */
export function useTaskColumns(onOpen: (task: Task) => void): Column<Task>[] {
  const { t } = useTranslation('tasks');
  const { label } = useTaskLabels();
  return [
    { key: 'title', header: t('columns.title'), sort: 'title', render: (task) => <TaskTitle task={task} onOpen={onOpen} /> },
    { key: 'type', header: t('columns.type'), render: (task) => label('types', task.task_type) },
    { key: 'status', header: t('columns.status'), render: (task) => <TaskStatusBadge status={task.status} /> },
    { key: 'priority', header: t('columns.priority'), sort: 'priority', render: (task) => <PriorityText priority={task.priority} /> },
    { key: 'assignee', header: t('columns.assignee'), render: (task) => task.assigned_to.full_name },
    { key: 'client', header: t('columns.client'), render: (task) => task.client?.company_name ?? '—' },
    { key: 'due', header: t('columns.due'), sort: 'due_date', render: (task) => <DueDate task={task} /> },
  ];
}
