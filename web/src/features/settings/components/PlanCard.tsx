import { Alert, Anchor, Badge, Button, Card, Group, Modal, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { planOf, plans, seatRuleText, selfServePackages } from '@contract/plans';
import type { Tenant } from '@contract/tenant';
import { errorMessage } from '../../../lib/errors';
import { useFormatters } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useTenantQuery } from '../../../lib/tenant';
import { useChangePlanMutation } from '../api/change-plan';

const isPaid = (tenant: Tenant) => tenant.paid_until !== null && new Date(tenant.paid_until).getTime() > Date.now();

function ChangePlanForm({ tenant, onClose }: { tenant: Tenant; onClose: () => void }) {
  const { t } = useTranslation(['settings', 'common']);
  const fmt = useFormatters();
  const change = useChangePlanMutation();
  const [choice, setChoice] = useState(String(tenant.package));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    change.mutate(planOf(Number(choice)).package, {
      onSuccess: (next) => {
        notifySuccess(t('plan.changed', { plan: t(`common:plans.${planOf(next.package).key}`) }));
        onClose();
      },
    });
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        {change.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(change.error)}
          </Alert>
        )}
        <Radio.Group value={choice} onChange={setChoice} label={t('plan.choose')}>
          <Stack gap="xs" mt="xs">
            {plans
              .filter((p) => (selfServePackages as readonly number[]).includes(p.package))
              .map((p) => (
                <Radio.Card key={p.package} value={String(p.package)} p="sm" radius="md">
                  <Group wrap="nowrap" align="flex-start">
                    <Radio.Indicator />
                    <div>
                      <Text fw={600}>{t(`common:plans.${p.key}`)}</Text>
                      <Text size="sm" c="dimmed">
                        {t('plan.seats', { count: p.userLimit, n: fmt.number(p.userLimit) })}
                        {p.monthlyPricePerUser ? ` · ${t('plan.price', { price: fmt.money(p.monthlyPricePerUser) })}` : ''}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
          </Stack>
        </Radio.Group>
        <Text size="sm">
          {t('plan.enterprise')} <Anchor href={`/get-in-touch${currentLanguage() === 'ar' ? '?lang=ar' : ''}`}>{t('plan.contact')}</Anchor>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={change.isPending} disabled={choice === String(tenant.package)}>
            {t('plan.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The plan, the seats it gives and uses (the contract's seat rule), and the trial's end. */
export function PlanCard() {
  const { t } = useTranslation(['settings', 'common']);
  const fmt = useFormatters();
  const tenant = useTenantQuery({ inlineError: true });
  const [changing, change] = useDisclosure(false);
  const data = tenant.data;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="plan-title">
      <Group justify="space-between" align="flex-start" mb="sm">
        <Title order={2} size="h3" id="plan-title">
          {t('plan.title')}
        </Title>
        {data && !isPaid(data) && (
          <Button variant="light" onClick={change.open}>
            {t('plan.change')}
          </Button>
        )}
      </Group>
      {!data ? (
        tenant.isError ? (
          <Text c="red">{errorMessage(tenant.error)}</Text>
        ) : (
          <Skeleton h={60} />
        )
      ) : (
        <Stack gap={6}>
          <Group gap="xs">
            <Text fw={700} size="lg" data-testid="plan-name">
              {t(`common:plans.${planOf(data.package).key}`)}
            </Text>
            <Badge color={isPaid(data) ? 'brand' : 'orange'} variant="light">
              {isPaid(data) ? t('plan.paid') : t('plan.trial')}
            </Badge>
          </Group>
          <Text size="sm" data-testid="plan-seats">
            {t('plan.seatsUsed', { n: fmt.number(data.seats_used), limit: fmt.number(data.user_limit) })}
          </Text>
          <Text size="sm" c="dimmed">
            {isPaid(data)
              ? t('plan.paidUntil', { date: fmt.date(data.paid_until ?? '') })
              : data.trial_ends_at && t('plan.trialEnds', { date: fmt.date(data.trial_ends_at) })}
          </Text>
          {!isPaid(data) && data.package !== 0 && (
            <Text size="sm" c="dimmed">
              {t('plan.trialSeats', { plan: t(`common:plans.${planOf(data.package).key}`), n: fmt.number(planOf(data.package).userLimit) })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {seatRuleText[currentLanguage()]}
          </Text>
        </Stack>
      )}
      <Modal opened={changing} onClose={change.close} title={t('plan.change')}>
        {data && <ChangePlanForm tenant={data} onClose={change.close} />}
      </Modal>
    </Card>
  );
}
