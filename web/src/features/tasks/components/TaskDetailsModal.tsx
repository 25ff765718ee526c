import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TASK_TYPE, type Task } from '@contract/tasks';
import { Field } from '../../../components/Field';
import { useTaskDetails, type CompletionKind } from '../api/tasks';
import { CompleteTaskForm } from './CompleteTaskForm';
import { CompletionSummary } from './CompletionSummary';
import { useTaskFormat, useTaskLabels } from './labels';
import { DueDate, PriorityText, TaskStatusBadge } from './TaskBadges';
import { TaskStatusControl } from './TaskStatusControl';
import { RecordModal } from '../../../components/RecordModal';
import { useLastDefined } from '../../../lib/use-open-key';

const completionKind: Partial<Record<number, CompletionKind>> = {
  [TASK_TYPE.missingPaper]: 'missing_paper',
  [TASK_TYPE.invoice]: 'invoice',
  [TASK_TYPE.statement]: 'statement',
};

function TaskFacts({ task }: { task: Task }) {
  const { t } = useTranslation('tasks');
  const { label, documentOf } = useTaskLabels();
  const fmt = useTaskFormat();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" data-testid="task-facts">
      <Field label={t('columns.type')} testId="task-type">
        {label('types', task.task_type)}
      </Field>
      <Field label={t('columns.status')}>
        <TaskStatusBadge status={task.status} />
      </Field>
      <Field label={t('columns.priority')}>
        <PriorityText priority={task.priority} />
      </Field>
      <Field label={t('columns.due')}>
        <DueDate task={task} />
      </Field>
      <Field label={t('columns.assignee')}>{task.assigned_to.full_name}</Field>
      <Field label={t('details.createdBy')}>{task.created_by.full_name}</Field>
      <Field label={t('columns.client')}>
        {task.client && (
          <Anchor component={Link} to={`/app/clients/clientdetails/${task.client.id}`} size="sm" data-testid="task-client-link">
            {task.client.company_name}
          </Anchor>
        )}
      </Field>
      {task.visit && (
        <Field label={t('form.visit')}>
          <Anchor component={Link} to={`/app/visits/visitdetails/${task.visit.id}`} size="sm">
            {fmt.dateTime(task.visit.planned_at)}
          </Anchor>
        </Field>
      )}
      {documentOf(task) && <Field label={t('form.missingDocument')}>{documentOf(task)}</Field>}
      <Field label={t('details.createdAt')}>{fmt.dateTime(task.created_at)}</Field>
      {task.completed_at && (
        <Field label={t('details.completedAt')} testId="task-completed-at">
          {fmt.dateTime(task.completed_at)}
        </Field>
      )}
    </SimpleGrid>
  );
}

function TaskDetails({ task }: { task: Task }) {
  const { t } = useTranslation('tasks');
  // The server says what the caller may do now (tasks.service.ts holds the rule).
  const has = (action: Task['actions'][number]) => task.actions.includes(action);
  const kind = completionKind[task.task_type];
  return (
    <Stack gap="md" data-testid="task-details" data-status={task.status}>
      <TaskFacts task={task} />
      {task.description && (
        <Field label={t('form.description')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} component="span">
            {task.description}
          </Text>
        </Field>
      )}
      {has('change_status') && <TaskStatusControl task={task} />}
      {has('complete') && kind && <CompleteTaskForm task={task} kind={kind} />}
      {task.completion && <CompletionSummary completion={task.completion} />}
    </Stack>
  );
}

/** "Task details": everything about one task, its status control and its completion form. */
export function TaskDetailsModal({ id, row, onClose }: { id: string | null; row?: Task; onClose: () => void }) {
  const { t } = useTranslation('tasks');
  // The closing modal keeps its record while it animates out.
  const details = useTaskDetails(useLastDefined(id), row);
  return (
    <RecordModal opened={id !== null} details={details} fallbackTitle={t('details.title')} onClose={onClose}>
      {(task) => <TaskDetails task={task} />}
    </RecordModal>
  );
}
