import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Task } from '@contract/tasks';
import { TaskTitle } from './task-columns';
import { useTaskLabels } from './labels';
import { DueDate, PriorityText, TaskStatusBadge } from './TaskBadges';

/** A task on a phone: the same facts as a table row, stacked to fit 360 px. */
export function TaskCard({ task, onOpen }: { task: Task; onOpen: (task: Task) => void }) {
  const { label } = useTaskLabels();
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <TaskTitle task={task} onOpen={onOpen} />
          <TaskStatusBadge status={task.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {label('types', task.task_type)}
          {task.client && ` · ${task.client.company_name}`}
        </Text>
        <Group justify="space-between" gap="xs">
          <DueDate task={task} />
          <PriorityText priority={task.priority} />
        </Group>
        <Text size="xs" c="dimmed">
          {task.assigned_to.full_name}
        </Text>
      </Stack>
    </Paper>
  );
}
