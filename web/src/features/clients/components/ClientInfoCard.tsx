import type { ReactNode } from 'react';
import { Card, SimpleGrid, Space, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Client } from '@contract/clients';
import { ContactActions } from '../../../components/ContactActions';
import { Ltr } from '../../../components/Ltr';
import { countryName, useCityNames } from '../../../lib/countries';
import { useFormatters } from '../../../lib/format';
import { usePhoneDisplay } from '../../../lib/phone-display';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </Stack>
  );
}

/** Everything recorded about the client, with one tap to call, message, e-mail or drive there. */
export function ClientInfoCard({ client: c }: { client: Client }) {
  const { t } = useTranslation('clients');
  const fmt = useFormatters();
  const lang = fmt.locale;
  const city = useCityNames(lang);
  const phone = usePhoneDisplay();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="client-info">
      <Title order={2} size="h4" id="client-info" mb="md">
        {t('details.details')}
      </Title>
      <ContactActions
        name={c.company_name}
        phone={c.phone}
        email={c.email}
        latitude={c.latitude}
        longitude={c.longitude}
        country={c.country}
      />
      <Space h="md" />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <Field label={t('form.contactName')}>{`${t(`titles.${c.title}`)} ${c.contact_name}`}</Field>
        <Field label={t('form.phone')}>
          <Ltr>{phone(c.phone)}</Ltr>
        </Field>
        <Field label={t('form.email')}>{c.email && <Ltr>{c.email}</Ltr>}</Field>
        <Field label={t('form.customerType')}>{t(`types.${c.customer_type}`)}</Field>
        <Field label={t('form.customerTarget')}>{t(`targets.${c.customer_target}`)}</Field>
        <Field label={t('form.assignee')}>{c.assigned_to?.full_name ?? t('form.unassigned')}</Field>
        <Field label={t('form.city')}>
          {`${city(c.country, c.city)}، ${countryName(c.country, lang)}`.replace('،', lang === 'ar' ? '،' : ',')}
        </Field>
        <Field label={t('form.address')}>{c.address}</Field>
        <Field label={t('form.crNumber')}>{c.cr_number && <Ltr>{c.cr_number}</Ltr>}</Field>
        <Field label={t('convert.vat')}>{c.vat_number && <Ltr>{c.vat_number}</Ltr>}</Field>
        <Field label={t('convert.nationalAddress')}>{c.national_address}</Field>
        <Field label={t('form.agencies')}>{fmt.list(c.agencies.map((a) => (lang === 'ar' ? a.name_ar : a.name_en)))}</Field>
        <Field label={t('details.location')}>
          {c.latitude !== null && c.longitude !== null ? (
            <Ltr>{`${c.latitude.toFixed(6)}, ${c.longitude.toFixed(6)}`}</Ltr>
          ) : (
            t('details.noLocation')
          )}
        </Field>
      </SimpleGrid>
      {c.notes && (
        <Stack gap={0} mt="md">
          <Text size="xs" c="dimmed">
            {t('form.notes')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {c.notes}
          </Text>
        </Stack>
      )}
    </Card>
  );
}
