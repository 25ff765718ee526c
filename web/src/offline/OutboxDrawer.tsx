import { Anchor, Badge, Button, Card, Drawer, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmAction } from '../components/confirm';
import { dismissConflict, useConflicts, type Conflict } from './conflicts';
import { useQueuedChanges } from './outbox';
import type { AnyChange, OutboxKind } from './outbox-kinds';

const visitOf = (change: AnyChange) => ('visitId' in change ? change.visitId : null);

/** The values the rep entered, as label-less lines: what a conflict keeps on the phone. */
function keptLines(change: AnyChange): string[] {
  const values: Record<string, unknown> =
    'fields' in change ? change.fields : 'body' in change ? change.body : 'message' in change ? { message: change.message } : {};
  return Object.entries(values)
    .filter(([name, v]) => name !== 'visit_id' && (typeof v === 'string' || typeof v === 'number') && String(v).trim() !== '')
    .map(([name, v]) => `${name}: ${String(v)}`);
}

function ChangeTitle({ kind, change }: { kind: OutboxKind; change: AnyChange }) {
  const { t, i18n } = useTranslation('offline');
  const made = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(change.at));
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Badge variant="light">{t(`kinds.${kind}`)}</Badge>
        <Text fw={600} size="sm">
          {change.title}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t('drawer.madeAt', { time: made })}
      </Text>
    </Stack>
  );
}

function ConflictCard({ conflict, onClose }: { conflict: Conflict; onClose: () => void }) {
  const { t } = useTranslation('offline');
  const visitId = visitOf(conflict.change);
  const why =
    conflict.status === 404
      ? t(visitId ? 'conflict.gone' : 'conflict.taskGone')
      : t(conflict.status === 409 ? 'conflict.moved' : 'conflict.refused', { message: conflict.message });
  const kept = keptLines(conflict.change);
  const file = 'file' in conflict.change ? conflict.change.file : null;
  return (
    <Card withBorder padding="sm" data-testid="outbox-conflict">
      <Stack gap="xs">
        <ChangeTitle kind={conflict.kind} change={conflict.change} />
        <Text size="sm" c="red" role="alert">
          {why}
        </Text>
        {(kept.length > 0 || file) && (
          <>
            <Text size="sm">{t('drawer.kept')}</Text>
            <List size="sm" spacing={2}>
              {kept.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
              {file && <List.Item>{t('drawer.photo', { name: file.name })}</List.Item>}
            </List>
          </>
        )}
        <Group gap="xs" justify="flex-end">
          {visitId && (
            <Anchor component={Link} to={`/app/visits/visitdetails/${visitId}`} onClick={onClose} size="sm">
              {t('drawer.openVisit')}
            </Anchor>
          )}
          <Button
            size="compact-sm"
            variant="default"
            onClick={() =>
              confirmAction({
                title: t('drawer.dismissTitle'),
                message: t('drawer.dismissText'),
                confirmLabel: t('drawer.dismiss'),
                danger: true,
                onConfirm: () => void dismissConflict(conflict.key),
              })
            }
          >
            {t('drawer.dismiss')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** "Changes on this phone": what waits to be sent, in order, and what the server refused, with what was kept. */
export function OutboxDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('offline');
  const queued = useQueuedChanges();
  const conflicts = useConflicts();
  return (
    <Drawer opened={opened} onClose={onClose} position="bottom" size="auto" title={t('drawer.title')}>
      <Stack gap="md" pb="md">
        {queued.length === 0 && conflicts.length === 0 && <Text size="sm">{t('drawer.empty')}</Text>}
        {conflicts.length > 0 && (
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('drawer.conflicts')}
            </Title>
            {conflicts.map((c) => (
              <ConflictCard key={c.key} conflict={c} onClose={onClose} />
            ))}
          </Stack>
        )}
        {queued.length > 0 && (
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('drawer.waiting')}
            </Title>
            {queued.map(({ kind, change }) => (
              <Card key={change.key} withBorder padding="sm" data-testid="outbox-waiting">
                <ChangeTitle kind={kind} change={change} />
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </Drawer>
  );
}
