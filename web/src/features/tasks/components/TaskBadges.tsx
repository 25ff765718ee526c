import { Badge, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@contract/tasks';
import { ALARM } from '../../../lib/alarm';
import { useTone, type Tone } from '../../../lib/tones';
import { useTaskFormat, useTaskLabels } from './labels';

const statusTone: Tone[] = ['neutral', 'info', 'good'];

export function TaskStatusBadge({ status }: { status: number }) {
  const { label } = useTaskLabels();
  const tone = useTone();
  return (
    <Badge color={tone(statusTone[status] ?? 'neutral')} variant="light" miw="max-content" data-testid="task-status">
      {label('statuses', status)}
    </Badge>
  );
}

// The theme's error colour is the red that keeps AA contrast in both schemes (app/providers.tsx).
const priorityColor = ['dimmed', undefined, 'var(--mantine-color-error)'] as const;

export function PriorityText({ priority }: { priority: number }) {
  const { label } = useTaskLabels();
  return (
    <Text size="sm" c={priorityColor[priority]} fw={priority === 2 ? 600 : undefined} component="span" data-testid="task-priority">
      {label('priorities', priority)}
    </Text>
  );
}

/** The due date; an overdue task says so in words (a badge), not by its colour alone. */
export function DueDate({ task }: { task: Pick<Task, 'due_date' | 'overdue'> }) {
  const { t } = useTranslation('tasks');
  const fmt = useTaskFormat();
  return (
    <Group gap={6} wrap="nowrap" data-testid="task-due">
      <Text size="sm" component="span" c={task.overdue ? 'var(--mantine-color-error)' : undefined} fw={task.overdue ? 600 : undefined}>
        {fmt.day(task.due_date)}
      </Text>
      {task.overdue && (
        <Badge
          color={ALARM}
          variant="filled"
          size="sm"
          miw="max-content"
          leftSection={<IconAlertTriangle size={12} aria-hidden />}
          data-testid="badge-overdue"
        >
          {t('overdue')}
        </Badge>
      )}
    </Group>
  );
}
