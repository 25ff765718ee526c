import { Badge, Text } from '@mantine/core';
import { useTone, type Tone } from '../../../lib/tones';
import { useMaintenanceLabels } from './labels';

const statusTone: Tone[] = ['neutral', 'info', 'good'];

export function RequestStatusBadge({ status }: { status: number }) {
  const { label } = useMaintenanceLabels();
  const tone = useTone();
  return (
    <Badge color={tone(statusTone[status] ?? 'neutral')} variant="light" miw="max-content" data-testid="request-status">
      {label('statuses', status)}
    </Badge>
  );
}

// The theme's error colour keeps AA contrast in both schemes; a high priority is also bold (not colour alone).
const priorityColor = ['dimmed', undefined, 'var(--mantine-color-error)'] as const;

export function RequestPriority({ priority }: { priority: number }) {
  const { label } = useMaintenanceLabels();
  return (
    <Text size="sm" c={priorityColor[priority]} fw={priority === 2 ? 600 : undefined} component="span" data-testid="request-priority">
      {label('priorities', priority)}
    </Text>
  );
}
