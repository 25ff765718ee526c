import { Anchor, Badge, Button, Card, Drawer, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmAction } from '../components/confirm';
import '../components/tap-target.css';
import { useCompanyClock, useVisitLabels } from '../features/visits/components/labels';
import { changeLines, changeSummary, kindLabel, visitHeading, type Wording } from './change-words';
import { dismissConflict, useConflicts, type Conflict } from './conflicts';
import { useQueuedChanges } from './outbox';
import type { AnyChange, OutboxKind } from './outbox-kinds';

const visitOf = (change: AnyChange) => ('visitId' in change ? change.visitId : null);

/** The words of the cards: the visits' labels and the company's clock, in the UI's language. */
function useWording(): Wording {
  const { t } = useTranslation(['offline', 'visits', 'tasks']);
  const { label, distance } = useVisitLabels();
  const clock = useCompanyClock();
  const planned = new Intl.DateTimeFormat(clock.locale, {
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: clock.timeZone,
  });
  const when = (iso: string) => {
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? '' : planned.format(d);
  };
  return {
    t,
    label,
    distance,
    time: clock.time,
    when,
    dateTime: clock.shortDateTime,
    number: clock.number,
    money: clock.money,
  };
}

/** The kind, the client's (or task's) name, the visit's type and planned time, and when the change was made. */
function ChangeTitle({ kind, change, words }: { kind: OutboxKind; change: AnyChange; words: Wording }) {
  const { t } = useTranslation('offline');
  const visit = visitHeading(change, words);
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="wrap">
        <Badge variant="light">{kindLabel(kind, words)}</Badge>
        <Text fw={600} size="sm">
          {change.title}
        </Text>
        {visit && (
          <Text size="sm" c="dimmed" data-testid="outbox-visit">
            {visit}
          </Text>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t('drawer.madeAt', { time: words.dateTime(change.at) })}
      </Text>
    </Stack>
  );
}

function ConflictCard({ conflict, onClose, words }: { conflict: Conflict; onClose: () => void; words: Wording }) {
  const { t } = useTranslation('offline');
  const visitId = visitOf(conflict.change);
  const why =
    conflict.status === 404
      ? t(visitId ? 'conflict.gone' : 'conflict.taskGone')
      : t(conflict.status === 409 ? 'conflict.moved' : 'conflict.refused', { message: conflict.message });
  const kept = changeLines(conflict.kind, conflict.change, words);
  const file = 'file' in conflict.change ? conflict.change.file : null;
  return (
    <Card withBorder padding="sm" data-testid="outbox-conflict">
      <Stack gap="xs">
        <ChangeTitle kind={conflict.kind} change={conflict.change} words={words} />
        <Text size="sm" c="red" role="alert">
          {why}
        </Text>
        {(kept.length > 0 || file) && (
          <>
            <Text size="sm">{t('drawer.kept')}</Text>
            <List size="sm" spacing={2} data-testid="outbox-kept">
              {kept.map((line, i) => (
                <List.Item key={i} style={{ overflowWrap: 'anywhere' }}>
                  {line}
                </List.Item>
              ))}
              {file && <List.Item>{t('drawer.photo', { name: file.name })}</List.Item>}
            </List>
          </>
        )}
        <Group gap="xs" justify="flex-end">
          {visitId && (
            <Anchor component={Link} to={`/app/visits/visitdetails/${visitId}`} onClick={onClose} size="sm" className="tap-24">
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
  const words = useWording();
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
              <ConflictCard key={c.key} conflict={c} onClose={onClose} words={words} />
            ))}
          </Stack>
        )}
        {queued.length > 0 && (
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('drawer.waiting')}
            </Title>
            {queued.map(({ kind, change }) => {
              const summary = changeSummary(kind, change, words);
              return (
                <Card key={change.key} withBorder padding="sm" data-testid="outbox-waiting">
                  <Stack gap={4}>
                    <ChangeTitle kind={kind} change={change} words={words} />
                    {summary && (
                      <Text size="sm" lineClamp={2} data-testid="outbox-summary">
                        {summary}
                      </Text>
                    )}
                  </Stack>
                </Card>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Drawer>
  );
}
