import { Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { plans } from '@contract/plans';
import { isApiError } from '../../../lib/api-error';
import { useFormatters } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useSignupMutation } from '../api/signup';
import { useSignupDraft } from '../components/DraftProvider';
import { OptionCard } from '../components/OptionCard';
import { SignupFailure } from '../components/SignupFailure';
import { StepActions } from '../components/StepActions';
import { StepHeading } from '../components/StepHeading';
import { clearDraft } from '../model/draft';
import { stepPaths, toSignupBody } from '../model/steps';

/** `/signin/pickyourplan`: the four packages, then `POST tenant/signup/`. */
export function PlanStepPage() {
  const { t } = useTranslation(['signup', 'common']);
  const fmt = useFormatters();
  const navigate = useNavigate();
  const { draft, update } = useSignupDraft();
  const signup = useSignupMutation();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = toSignupBody(draft);
    // The layout only lets a complete draft reach this step; this is the last safety net.
    if (!body.success) return void navigate(stepPaths.account);
    signup.mutate(body.data, {
      onSuccess: (reply) => {
        // Storage only: resetting the in-memory draft here would make the step guard
        // redirect to the first step before the navigation lands. One greeting, then the app.
        clearDraft();
        notifySuccess(t('success.message', { name: reply.user.full_name, company: body.data.company_name }), t('success.title'));
        void navigate('/app', { replace: true });
      },
      onError: (err) => {
        // An expired or used code cannot be fixed here: send the user back to verify again.
        if (isApiError(err) && err.code === 'invalid_code') update({ code: '', verifiedEmail: '', codeSentTo: '', codeSentAt: 0 });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <StepHeading title={t('plan.title')} subtitle={t('plan.subtitle')} />
        {signup.isError && <SignupFailure error={signup.error} />}
        <Radio.Group
          name="plan"
          label={t('plan.label')}
          labelProps={{ className: 'visually-hidden-label' }}
          value={String(draft.package)}
          onChange={(v) => update({ package: Number(v) })}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {plans.map((p) => (
              <OptionCard key={p.package} value={String(p.package)} title={t(`common:plans.${p.key}`)}>
                <Text size="sm">{t('plan.users', { n: fmt.number(p.userLimit) })}</Text>
                <Text size="sm" c="dimmed">
                  {p.trialDays > 0
                    ? t('plan.trial', { days: fmt.number(p.trialDays) })
                    : p.monthlyPricePerUser === null
                      ? t('plan.quote')
                      : t('plan.perUser', { price: fmt.money(p.monthlyPricePerUser) })}
                </Text>
              </OptionCard>
            ))}
          </SimpleGrid>
        </Radio.Group>
      </Stack>
      <StepActions backTo={stepPaths.verify} submitLabel={t('plan.submit')} loading={signup.isPending} />
    </form>
  );
}
