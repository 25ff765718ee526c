import { lazy, Suspense, useState } from 'react';
import { Button, Card, Group, Loader, SegmentedControl, Stack } from '@mantine/core';
import { IconCalendarPlus, IconCurrentLocation, IconHistory, IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useClientFromUrl } from '../../../lib/client-from-url';
import { useLastDefined } from '../../../lib/use-open-key';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCanPlan } from '../components/use-can-plan';
import { VisitModal, type VisitModalMode } from '../components/VisitModal';
import { VisitsList } from '../components/VisitsList';

// The calendar and the map bring their own libraries: loaded only when chosen.
const VisitsCalendar = lazy(() => import('../calendar/VisitsCalendar').then((m) => ({ default: m.VisitsCalendar })));
const VisitsMap = lazy(() => import('../map/VisitsMap').then((m) => ({ default: m.VisitsMap })));
const VisitRoute = lazy(() => import('../route/VisitRoute').then((m) => ({ default: m.VisitRoute })));

const views = ['list', 'calendar', 'map', 'route'] as const;
type View = (typeof views)[number];

/**
 * The chosen view lives in the URL (`?view=calendar`), so a link or a reload keeps it. Any other
 * value is the list: the list's saved views name the one opened there too (`view=<id>`, ADR 0050).
 */
function useView(): [View, (v: View) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('view');
  const view = (views as readonly string[]).includes(raw ?? '') ? (raw as View) : 'list';
  const choose = (v: View) =>
    setParams(
      () => {
        // Each view keeps its own URL state: switching starts the other afresh. The days shown
        // are read from the address bar, not the last render (lib/search-with.ts).
        const prev = new URLSearchParams(window.location.search);
        const next = new URLSearchParams();
        if (v !== 'list') next.set('view', v);
        for (const key of ['date', 'period', 'rep']) if (prev.get(key)) next.set(key, prev.get(key)!);
        return next;
      },
      { replace: false },
    );
  return [view, choose];
}

/** `/app/visits`: the visits of a day, week or month (sales users: their own). */
export function VisitsPage() {
  const { t } = useTranslation(['visits', 'common']);
  usePageTitle(t('pageTitle'));
  const canPlan = useCanPlan();
  const [open, setOpen] = useState<VisitModalMode | null>(null);
  // The closing modal keeps its title while it animates out.
  const mode = useLastDefined(open) ?? 'plan';
  const [view, setView] = useView();
  // "Plan visit" on a client's page links here with `?plan=<client id>`: the plan form opens with it chosen.
  const [params, setParams] = useSearchParams();
  const planClient = useClientFromUrl(canPlan ? params.get('plan') : null);
  const closePlanFor = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('plan');
        return next;
      },
      { replace: true },
    );
  return (
    <Stack gap="lg" maw={1400}>
      <PageHeader title={t('pageTitle')} subtitle={t('subtitle')}>
        <Group gap="xs">
          <Button component={Link} to="/app/visits/near" variant="default" leftSection={<IconCurrentLocation size={16} aria-hidden />}>
            {t('near.open')}
          </Button>
          {canPlan && (
            <>
              <Button leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={() => setOpen('plan')}>
                {t('form.planTitle')}
              </Button>
              <Button variant="default" leftSection={<IconHistory size={16} aria-hidden />} onClick={() => setOpen('past')}>
                {t('form.recordTitle')}
              </Button>
            </>
          )}
        </Group>
      </PageHeader>
      <Group gap="sm">
        <SegmentedControl
          aria-label={t('views.label')}
          data={views.map((v) => ({ value: v, label: t(`views.${v}`) }))}
          value={view}
          onChange={(v) => setView(v as View)}
        />
        {view === 'list' && (
          <Button
            variant="light"
            leftSection={<IconRoute size={16} aria-hidden />}
            onClick={() => setView('route')}
            data-testid="plan-route"
          >
            {t('route.plan')}
          </Button>
        )}
      </Group>
      <Card withBorder radius="lg" padding="lg">
        {view === 'list' && <VisitsList onPlan={canPlan ? () => setOpen('plan') : undefined} />}
        <Suspense fallback={<Loader aria-label={t('common:loading')} />}>
          {view === 'calendar' && <VisitsCalendar />}
          {view === 'map' && <VisitsMap />}
          {view === 'route' && <VisitRoute />}
        </Suspense>
      </Card>
      <VisitModal mode={mode} opened={open !== null} onClose={() => setOpen(null)} />
      {planClient && <VisitModal mode="plan" opened onClose={closePlanFor} client={planClient} />}
    </Stack>
  );
}
