import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { planOf } from '@contract/plans';
import { countryName, useCityNames } from '../../../lib/countries';
import { errorMessage } from '../../../lib/errors';
import { useFormatters } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTenantQuery } from '../../../lib/tenant';
import { EditCompanyModal } from './EditCompanyModal';
import { ProfileField as Field } from './ProfileField';

/** A registration number (left to right in Arabic too), or a dimmed "Not set". */
function OptionalId({ value, testId }: { value: string | null; testId: string }) {
  const { t } = useTranslation('settings');
  return value ? (
    <span className="ltr-value" data-testid={testId}>
      {value}
    </span>
  ) : (
    <Text component="span" c="dimmed" fw={400} data-testid={testId}>
      {t('company.notSet')}
    </Text>
  );
}

/** The company profile (`GET tenant/show/`) with an Edit modal (`PUT tenant/update/`). */
export function CompanyProfileCard() {
  const { t } = useTranslation(['settings', 'common']);
  const fmt = useFormatters();
  const lang = currentLanguage();
  const city = useCityNames(lang);
  const tenant = useTenantQuery({ inlineError: true });
  const [editing, edit] = useDisclosure(false);
  const data = tenant.data;

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="company-title">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h3" id="company-title">
          {t('company.title')}
        </Title>
        <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={edit.open} disabled={!data}>
          {t('company.edit')}
        </Button>
      </Group>
      {tenant.isPending && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} role="status" aria-busy="true" aria-label={t('common:loading')}>
          {Array.from({ length: 10 }, (_, i) => (
            <Skeleton key={i} h={40} />
          ))}
        </SimpleGrid>
      )}
      {tenant.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          <Group justify="space-between">
            <span>{errorMessage(tenant.error)}</span>
            <Button size="xs" variant="light" color="red" onClick={() => void tenant.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {data && (
        <SimpleGrid component="dl" m={0} cols={{ base: 1, xs: 2, md: 4 }} spacing="lg" verticalSpacing="md">
          <Field label={t('company.name')}>
            <span data-testid="settings-company-name">{data.company_name}</span>
          </Field>
          <Field label={t('company.field')}>{t(`common:companyFields.${data.field}`)}</Field>
          <Field label={t('company.industry')}>{t(`common:industries.${data.industry}`)}</Field>
          <Field label={t('company.employees')}>{fmt.number(data.number_employees)}</Field>
          <Field label={t('company.country')}>{countryName(data.country, lang)}</Field>
          <Field label={t('company.city')}>{city(data.country, data.city)}</Field>
          <Field label={t('company.vat')}>
            <OptionalId value={data.vat_number} testId="settings-company-vat" />
          </Field>
          <Field label={t('company.cr')}>
            <OptionalId value={data.cr_number} testId="settings-company-cr" />
          </Field>
          <Field label={t('company.plan')}>{t(`common:plans.${planOf(data.package).key}`)}</Field>
          <Field label={t('company.users')}>
            {t('company.usersOf', { n: fmt.number(data.seats_used), limit: fmt.number(data.user_limit) })}
          </Field>
        </SimpleGrid>
      )}
      {data && <EditCompanyModal tenant={data} opened={editing} onClose={edit.close} />}
    </Card>
  );
}
