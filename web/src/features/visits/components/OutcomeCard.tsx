import type { ReactNode } from 'react';
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VisitDetails, VisitOutcome } from '@contract/visits';
import { Field } from './Field';
import { useCompanyClock, useVisitLabels } from './labels';
import { visitPath } from './visit-columns';

function LongText({ label, children }: { label: string; children: string }) {
  if (!children) return null;
  return (
    <Stack gap={0} style={{ gridColumn: '1 / -1' }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** What the visit recorded when it was completed, by its completion form. */
export function OutcomeCard({ visit: v }: { visit: VisitDetails & { outcome: VisitOutcome } }) {
  const { t } = useTranslation('visits');
  const { label } = useVisitLabels();
  const clock = useCompanyClock();
  const o = v.outcome;
  const money = clock.money;
  const order = (x: { order: 'No' | 'Yes'; order_value: number | null }) => (
    <Field label={t('complete.order')}>
      {x.order === 'Yes' && x.order_value !== null ? t('outcome.orderYes', { value: money(x.order_value) }) : t(`orders.${x.order}`)}
    </Field>
  );
  let body: ReactNode;
  switch (o.kind) {
    case 'new':
      body = (
        <>
          {order(o)}
          <Field label={t('complete.nextStep')}>{o.next_step}</Field>
          <Field label={t('complete.samplesGiven')}>
            {o.samples_given.length > 0 && (
              <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {o.samples_given.map((s) => (
                  <li key={s.sample_id}>{t('samples.line', { name: s.name, quantity: clock.number(s.quantity), unit: s.unit })}</li>
                ))}
              </Stack>
            )}
          </Field>
          <LongText label={t('complete.outcome')}>{o.outcome}</LongText>
        </>
      );
      break;
    case 'followup':
      body = (
        <>
          {order(o)}
          <Field label={t('complete.nextFollowUp')}>
            {o.next_visit_id && (
              <Anchor component={Link} to={visitPath(o.next_visit_id)}>
                {t('outcome.nextVisit')}
              </Anchor>
            )}
          </Field>
          <LongText label={t('complete.outcome')}>{o.outcome}</LongText>
        </>
      );
      break;
    case 'collection':
      body = (
        <>
          <Field label={t('complete.amount')} testId="outcome-amount">
            <span className="ltr-value">{money(o.amount)}</span>
          </Field>
          <Field label={t('complete.payment')}>{label('payments', o.payment)}</Field>
          <Field label={t('outcome.receiptNumber')} testId="outcome-receipt">
            {o.receipt_number > 0 ? clock.number(o.receipt_number) : ''}
          </Field>
          <LongText label={t('form.notes')}>{o.notes}</LongText>
        </>
      );
      break;
    case 'delivery':
      body = (
        <>
          <Field label={t('complete.receiver')}>{o.receiver_name}</Field>
          <LongText label={t('form.notes')}>{o.notes}</LongText>
        </>
      );
      break;
    case 'call':
      body = (
        <>
          <Field label={t('complete.duration')}>
            {t('outcome.minutes', { count: o.duration_minutes, n: clock.number(o.duration_minutes) })}
          </Field>
          <LongText label={t('complete.summary')}>{o.summary}</LongText>
        </>
      );
      break;
    case 'already':
      body = (
        <>
          {order(o)}
          <LongText label={t('complete.outcome')}>{o.outcome}</LongText>
        </>
      );
      break;
  }
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="visit-outcome" data-testid="visit-outcome">
      <Title order={2} size="h4" id="visit-outcome" mb="md">
        {t('outcome.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {v.finished_at && <Field label={t('outcome.finishedAt')}>{clock.dateTime(v.finished_at)}</Field>}
        {v.reviewed_at && <Field label={t('outcome.reviewedAt')}>{clock.dateTime(v.reviewed_at)}</Field>}
        {body}
      </SimpleGrid>
    </Card>
  );
}
