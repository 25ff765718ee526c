import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert, Button, Card, Grid, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { coverageWindows, type Territory, type TerritoryKind } from '@contract/territories';
import type { Vertex } from '@contract/territory-geometry';
import { confirmAction } from '../../../components/confirm';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCoverage, useDeleteTerritory, useTerritories } from '../api/territories';
import { CoverageLegend } from '../components/CoverageLegend';
import { TerritoryForm } from '../components/TerritoryForm';
import { TerritoryList } from '../components/TerritoryList';

const TerritoryMap = lazy(() => import('../components/TerritoryMap'));

type Editing = { territory: Territory | null } | null;

const DEFAULT_DAYS = 30;
/** `?days=` read back: one of the windows offered, else the default (an old or edited link). */
const daysOf = (value: string | null): number => (coverageWindows as readonly number[]).find((d) => String(d) === value) ?? DEFAULT_DAYS;

/**
 * `/app/territories` (managers and admins): the territories on a map shaded by coverage, the
 * list beside it, and the form that draws an outline on the map or picks cities (the keyboard
 * way to make one), names the reps and whether new clients go to them.
 */
export function TerritoriesPage() {
  const { t } = useTranslation('territories');
  usePageTitle(t('pageTitle'));
  // The coverage window lives in the address (`?days=90`): a reload, a shared link and Back keep it.
  const [params, setParams] = useSearchParams();
  const days = daysOf(params.get('days'));
  // Each choice is a history entry, so Back returns to the window seen before.
  const setDays = (d: number) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set('days', String(d));
      return next;
    });
  const list = useTerritories();
  const coverage = useCoverage(days);
  const remove = useDeleteTerritory();
  const [editing, setEditing] = useState<Editing>(null);
  const [kind, setKind] = useState<TerritoryKind>('polygon');
  const [vertices, setVertices] = useState<Vertex[]>([]);

  const byId = useMemo(() => new Map((coverage.data?.results ?? []).map((c) => [c.territory_id, c])), [coverage.data]);
  const shares = useMemo(() => new Map([...byId].map(([id, c]) => [id, c.clients ? c.share : null])), [byId]);
  const territories = list.data?.results ?? [];
  // The one being edited is drawn by the form, not shaded under it.
  const shown = editing?.territory ? territories.filter((x) => x.id !== editing.territory!.id) : territories;

  const open = (territory: Territory | null) => {
    setEditing({ territory });
    setKind(territory?.kind ?? 'polygon');
    setVertices(territory?.polygon ?? []);
  };
  const close = () => {
    setEditing(null);
    setVertices([]);
  };
  const askDelete = (x: Territory) =>
    confirmAction({
      title: t('delete.title'),
      message: t('delete.message', { name: x.name }),
      confirmLabel: t('delete.confirm'),
      danger: true,
      testId: 'territory-delete-confirm',
      onConfirm: () =>
        remove.mutate(x.id, {
          onSuccess: () => {
            notifySuccess(t('deleted'));
            if (editing?.territory?.id === x.id) close();
          },
          onError: (err) => notifyError(err),
        }),
    });

  return (
    <Stack gap="lg" maw={1400}>
      <PageHeader title={t('pageTitle')} subtitle={t('subtitle')}>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => open(null)}
          disabled={!!editing}
          data-testid="territory-new"
        >
          {t('new')}
        </Button>
      </PageHeader>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="lg" padding="md">
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <CoverageLegend days={days} />
                <SegmentedControl
                  size="xs"
                  value={String(days)}
                  onChange={(v) => setDays(Number(v))}
                  data={coverageWindows.map((d) => ({ value: String(d), label: t('days', { n: d }) }))}
                  aria-label={t('window')}
                  data-testid="coverage-days"
                />
              </Group>
              <Suspense fallback={<Skeleton height={460} radius="md" />}>
                <TerritoryMap
                  territories={shown}
                  shares={shares}
                  drawing={editing && kind === 'polygon' ? { vertices, onChange: setVertices } : null}
                  label={t('mapLabel')}
                />
              </Suspense>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="lg" padding="md">
            {editing ? (
              <TerritoryForm
                key={editing.territory?.id ?? 'new'}
                editing={editing.territory}
                vertices={vertices}
                onVertices={setVertices}
                kind={kind}
                onKind={setKind}
                onDone={close}
              />
            ) : list.isPending ? (
              <Stack gap="xs">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} height={64} />
                ))}
              </Stack>
            ) : list.isError ? (
              <Alert color="red" role="alert">
                {errorMessage(list.error)}
              </Alert>
            ) : territories.length ? (
              <TerritoryList territories={territories} coverage={byId} onEdit={open} onDelete={askDelete} />
            ) : (
              <Stack gap="xs" align="flex-start" data-testid="territory-empty">
                <Text fw={500}>{t('empty.title')}</Text>
                <Text size="sm" c="dimmed">
                  {t('empty.text')}
                </Text>
              </Stack>
            )}
            {coverage.isError && (
              <Alert color="red" role="alert" mt="sm">
                {errorMessage(coverage.error)}
              </Alert>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
