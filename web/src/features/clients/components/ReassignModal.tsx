import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ClientKind } from '@contract/clients';
import { AssigneeSelect } from '../../../components/AssigneeSelect';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { FormModal } from '../../../components/FormModal';
import { isApiError } from '../../../lib/api-error';
import { useUserChoicesQuery } from '../../../lib/catalog';
import { useFormatters } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useReassignClients, useReassignPreview } from '../api/reassign';
import { ReassignSummary } from './ReassignSummary';

interface Props {
  kind: ClientKind;
  ids: string[];
  opened: boolean;
  onClose: () => void;
  /** After the reassign succeeded: the list clears its selection. */
  onDone: () => void;
}

/**
 * A manager hands the selected clients or leads to another rep (issue 43): the rep and what
 * goes with them are chosen first, then a confirmation says what will move, counted by the
 * server for exactly these records and this rep, before anything changes.
 */
export function ReassignModal({ kind, ids, opened, onClose, onDone }: Props) {
  const { t } = useTranslation('clients');
  return (
    <FormModal opened={opened} onClose={onClose} title={t('reassign.title')}>
      <ReassignForm kind={kind} ids={ids} onCancel={onClose} onDone={onDone} />
    </FormModal>
  );
}

function ReassignForm({ kind, ids, onCancel, onDone }: { kind: ClientKind; ids: string[]; onCancel: () => void; onDone: () => void }) {
  const { t } = useTranslation(['clients', 'common']);
  const fmt = useFormatters();
  const [rep, setRep] = useState<string | null>(null);
  const [moveVisits, setMoveVisits] = useState(false);
  const [moveTasks, setMoveTasks] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [repError, setRepError] = useState<string | null>(null);
  const people = useUserChoicesQuery(true);
  const preview = useReassignPreview(ids, rep);
  const reassign = useReassignClients();
  const name = people.data?.find((p) => p.id === rep)?.full_name ?? '';
  const counts = preview.data;
  const count = (key: 'countVisits' | 'countTasks', n: number | undefined) =>
    n === undefined ? t('reassign.counting') : t(`reassign.${key}`, { count: n, n: fmt.number(n) });

  // A refused rep is said on the rep field, in the reader's language; a vanished record
  // (deleted meanwhile) asks for a fresh selection; anything else as the app says it.
  const problem = preview.error ?? reassign.error;
  const repRefused = isApiError(problem) && 'assigned_to' in problem.fieldErrors;
  const gone = isApiError(problem) && problem.code === 'not_found';

  const next = () => {
    if (!rep) return setRepError(t('reassign.repRequired'));
    setConfirming(true);
  };
  const submit = () => {
    if (!rep) return;
    reassign.mutate(
      { ids, assigned_to: rep, move_future_visits: moveVisits, move_open_tasks: moveTasks },
      {
        onSuccess: (done) => {
          notifySuccess(
            t('reassign.done', {
              name,
              clients: fmt.number(done.clients),
              visits: fmt.number(done.future_visits),
              tasks: fmt.number(done.open_tasks),
            }),
          );
          onDone();
        },
      },
    );
  };

  return (
    <Stack gap="md">
      {confirming && counts ? (
        <ReassignSummary kind={kind} name={name} counts={counts} moveVisits={moveVisits} moveTasks={moveTasks} />
      ) : (
        <>
          <Text size="sm">{t('bulk.selected', { count: ids.length, n: fmt.number(ids.length) })}</Text>
          <AssigneeSelect
            label={t('reassign.rep')}
            placeholder={t('reassign.repPlaceholder')}
            meLabel={(me) => t('reassign.repMe', { name: me })}
            required
            clearable={false}
            value={rep}
            onChange={(value) => (setRep(value), setRepError(null), reassign.reset())}
            error={repError ?? (repRefused ? t('reassign.repInvalid') : undefined)}
            data-testid="reassign-rep"
          />
          <Checkbox
            label={t('reassign.moveVisits')}
            description={count('countVisits', counts?.future_visits)}
            checked={moveVisits}
            onChange={(e) => setMoveVisits(e.currentTarget.checked)}
            data-testid="reassign-visits"
          />
          <Checkbox
            label={t('reassign.moveTasks')}
            description={count('countTasks', counts?.open_tasks)}
            checked={moveTasks}
            onChange={(e) => setMoveTasks(e.currentTarget.checked)}
            data-testid="reassign-tasks"
          />
          <Text size="xs" c="dimmed">
            {t('reassign.workNote')}
          </Text>
        </>
      )}
      {gone ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {t('reassign.gone')}
        </Alert>
      ) : (
        problem && !repRefused && <ErrorAlert error={problem} onRetry={preview.error ? () => void preview.refetch() : undefined} />
      )}
      <Group justify="flex-end">
        {confirming ? (
          <>
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('reassign.back')}
            </Button>
            <Button loading={reassign.isPending} onClick={submit} data-testid="reassign-confirm">
              {t('reassign.confirm')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="default" onClick={onCancel}>
              {t('common:actions.cancel')}
            </Button>
            <Button onClick={next} disabled={!!rep && !counts} data-testid="reassign-next">
              {t('reassign.next')}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
