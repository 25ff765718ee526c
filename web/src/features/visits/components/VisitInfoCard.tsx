import { Alert, Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconBan } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VisitDetails } from '@contract/visits';
import { ContactActions } from '../../../components/ContactActions';
import { Ltr } from '../../../components/Ltr';
import { useCompanyCityName } from '../../../lib/countries';
import { Field } from './Field';
import { useCompanyClock, useVisitLabels } from './labels';
import { PriorityText } from './visit-columns';

export const clientPath = (id: string) => `/app/clients/clientdetails/${id}`;

/** What was planned: the client, the type and reason, when, who, what to bring. */
export function VisitInfoCard({ visit: v }: { visit: VisitDetails }) {
  const { t } = useTranslation('visits');
  const { label, distance } = useVisitLabels();
  const clock = useCompanyClock();
  const lang = clock.locale;
  const cityName = useCompanyCityName(lang === 'ar' ? 'ar' : 'en');
  // The server words an automatic flag in English; say it in the user's language from the numbers.
  const automatic = [...v.timeline].reverse().find((a) => a.action === 'marked_false')?.details.automatic === true;
  const falseReason =
    automatic && v.check_in?.distance_m != null ? t('details.falseFar', { distance: distance(v.check_in.distance_m) }) : v.false_reason;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="visit-info">
      <Title order={2} size="h4" id="visit-info" mb="md">
        {t('details.about')}
      </Title>
      <Stack gap="md">
        {v.is_false && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('details.falseTitle')} data-testid="false-reason">
            {falseReason || t('details.falseNoReason')}
            {automatic && v.check_in?.reason && (
              <Text size="sm" mt={4} data-testid="false-rep-reason">
                {t('details.falseRepReason', { reason: v.check_in.reason })}
              </Text>
            )}
          </Alert>
        )}
        {v.reject_reason && (
          <Alert color="red" variant="light" icon={<IconBan aria-hidden />} title={t('details.rejectedTitle')}>
            {v.reject_reason}
          </Alert>
        )}
        <ContactActions name={v.client.company_name} phone={v.client.phone} latitude={v.client.latitude} longitude={v.client.longitude} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Field label={t('details.client')}>
            <Group gap={6} wrap="nowrap">
              <Anchor component={Link} to={clientPath(v.client.id)} fw={600} data-testid="visit-client-link">
                {v.client.company_name}
              </Anchor>
              {v.client.kind === 'lead' && (
                <Badge size="xs" variant="light" color="gray">
                  {t('picker.lead')}
                </Badge>
              )}
            </Group>
          </Field>
          <Field label={t('details.contact')}>{v.client.contact_name}</Field>
          <Field label={t('details.phone')}>{v.client.phone && <Ltr>{v.client.phone}</Ltr>}</Field>
          <Field label={t('details.address')}>
            {[v.client.address, v.client.city && cityName(v.client.city)].filter(Boolean).join(lang === 'ar' ? '، ' : ', ')}
          </Field>
          <Field label={t('form.type')}>{label('types', v.visit_type)}</Field>
          <Field label={t('form.reason')}>{label('reasons', v.visit_reason)}</Field>
          <Field label={t('form.priority')}>
            <PriorityText priority={v.priority} />
          </Field>
          <Field label={t('form.plannedAt')} testId="visit-planned">
            {clock.dateTime(v.planned_at)}
            {v.fixed_time && ` · ${t('form.fixedTime')}`}
          </Field>
          <Field label={t('form.assignee')}>{v.assigned_to.full_name}</Field>
          <Field label={t('details.createdBy')}>
            {v.created_by ? t('details.createdByOn', { name: v.created_by.full_name, date: clock.shortDateTime(v.created_at) }) : ''}
          </Field>
          <Field label={t('form.agencies')}>
            {v.agencies.map((a) => (lang === 'ar' ? a.name_ar : a.name_en)).join(lang === 'ar' ? '، ' : ', ')}
          </Field>
          <Field label={t('form.samples')}>
            {v.samples.length > 0 && (
              <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {v.samples.map((s) => (
                  <li key={s.sample_id}>{t('samples.line', { name: s.name, quantity: clock.number(s.quantity), unit: s.unit })}</li>
                ))}
              </Stack>
            )}
          </Field>
        </SimpleGrid>
        {v.notes && (
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('form.notes')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {v.notes}
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
