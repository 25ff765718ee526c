import { useMemo, useState } from 'react';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCurrentLocation, IconMapPinOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageHeader } from '../../../components/PageHeader';
import { byDistance, useFieldClients, type NearClient } from '../../../lib/field-clients';
import { useOnline } from '../../../lib/reachability';
import { useCurrentPosition } from '../../../lib/use-position';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCanPlan } from '../components/use-can-plan';
import { VisitModal } from '../components/VisitModal';
import { NearClientCard } from '../near/NearClientCard';

const PAGE = 20;

/**
 * `/app/visits/near` (issue 40): the rep's clients by distance from where the phone is, with
 * the days since each was last visited and one tap to plan a visit. It reads the phone's copy
 * of the clients (lib/field-clients.ts), so it works with no signal too.
 */
export function NearClientsPage() {
  const { t } = useTranslation(['visits', 'common']);
  usePageTitle(t('near.title'));
  const canPlan = useCanPlan();
  const online = useOnline();
  const position = useCurrentPosition();
  const clients = useFieldClients();
  const [shown, setShown] = useState(PAGE);
  const [planFor, setPlanFor] = useState<NearClient | null>(null);
  const [now] = useState(() => Date.now());
  const rows = clients.data?.results;
  const here = position.status === 'found' ? position.here : null;
  const near = useMemo(() => (rows && here ? byDistance(rows, here) : null), [rows, here]);
  const unlocated = rows ? rows.filter((c) => c.latitude === null || c.longitude === null).length : 0;

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={t('near.title')} subtitle={t('near.subtitle')} />
      {position.status === 'locating' && (
        <Group gap="xs" aria-live="polite">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('checkIn.locating')}</Text>
        </Group>
      )}
      {position.status === 'failed' && (
        <Alert color="orange" icon={<IconCurrentLocation aria-hidden />} role="alert" data-testid="near-no-position">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t(`checkIn.problem.${position.problem}`)}</Text>
            <Button size="sm" variant="light" color="orange" onClick={position.retry}>
              {t('common:actions.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {clients.isError && !rows && <ErrorAlert error={clients.error} onRetry={() => void clients.refetch()} />}
      {!rows && clients.isPending && !online && <Text c="dimmed">{t('near.noCopy')}</Text>}
      {!rows && clients.isPending && online && <Loader size="sm" aria-label={t('common:loading')} />}
      {near && near.length === 0 && (
        <Group gap="xs" data-testid="near-empty">
          <IconMapPinOff size={18} aria-hidden />
          <Text c="dimmed">{t('near.empty')}</Text>
        </Group>
      )}
      {near && near.length > 0 && (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" data-testid="near-list">
            {near.slice(0, shown).map((c) => (
              <NearClientCard key={c.id} client={c} now={now} onPlan={canPlan ? setPlanFor : undefined} />
            ))}
          </SimpleGrid>
          {near.length > shown && (
            <Button variant="default" onClick={() => setShown((n) => n + PAGE)} style={{ alignSelf: 'center' }}>
              {t('near.more', { count: Math.min(PAGE, near.length - shown) })}
            </Button>
          )}
        </>
      )}
      {rows && unlocated > 0 && (
        <Text size="sm" c="dimmed">
          {t('near.unlocated', { count: unlocated })}
        </Text>
      )}
      {clients.data?.truncated && (
        <Text size="sm" c="dimmed">
          {t('near.truncated', { count: rows?.length ?? 0 })}
        </Text>
      )}
      <VisitModal
        mode="plan"
        opened={planFor !== null}
        onClose={() => setPlanFor(null)}
        client={
          planFor
            ? { id: planFor.id, company_name: planFor.company_name, contact_name: planFor.contact_name, kind: planFor.kind }
            : undefined
        }
      />
    </Stack>
  );
}
