import { useEffect } from 'react';
import { Paper, Progress, Stack, Stepper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { isPackageNumber } from '../model/draft';
import { firstIncompleteBefore, isStepComplete, stepIds, stepPaths, type StepId } from '../model/steps';
import { DraftProvider, useSignupDraft } from './DraftProvider';

function stepOfPath(pathname: string): StepId | null {
  const clean = pathname.replace(/\/+$/, '');
  return stepIds.find((s) => stepPaths[s] === clean) ?? null;
}

function SignupFrame() {
  const { t } = useTranslation('signup');
  usePageTitle(t('pageTitle'));
  const { draft, update } = useSignupDraft();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = stepOfPath(pathname);

  // The marketing /price page links to /signin/singup?package=N to preselect a plan.
  const pkg = params.get('package');
  useEffect(() => {
    const n = pkg === null ? NaN : Number(pkg);
    if (isPackageNumber(n)) update({ package: n });
  }, [pkg, update]);

  if (!current) return <Outlet />; // the /signin choice page has no stepper
  const missing = firstIncompleteBefore(current, draft);
  if (missing) return <Navigate to={stepPaths[missing]} replace />;

  const active = stepIds.indexOf(current);
  const canOpen = (i: number) => i < active || stepIds.slice(0, i).every((s) => isStepComplete(s, draft));
  return (
    <Stack gap="lg" maw={800} mx="auto">
      <nav aria-label={t('progress')}>
        <Stepper
          active={active}
          onStepClick={(i) => {
            const step = stepIds[i];
            if (step && canOpen(i)) void navigate(stepPaths[step]);
          }}
          size="sm"
          iconSize={32}
          wrap={false}
          visibleFrom="sm"
        >
          {stepIds.map((s, i) => (
            <Stepper.Step key={s} label={t(`steps.${s}`)} allowStepSelect={i !== active && canOpen(i)} />
          ))}
        </Stepper>
        <Stack gap={6} hiddenFrom="sm">
          <Text size="sm" fw={500}>
            {`${active + 1} / ${stepIds.length} · ${t(`steps.${current}`)}`}
          </Text>
          <Progress value={((active + 1) / stepIds.length) * 100} size="sm" aria-hidden />
        </Stack>
      </nav>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Outlet />
      </Paper>
    </Stack>
  );
}

/** /signin/*: one draft shared by every step; a deep link to a later step goes back to the first unfinished one. */
export function SignupLayout() {
  return (
    <DraftProvider>
      <SignupFrame />
    </DraftProvider>
  );
}
