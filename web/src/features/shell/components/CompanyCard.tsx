import { can } from '@contract/permissions';
import { Alert, Button, Card, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconBuildingSkyscraper, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { planOf } from '@contract/plans';
import type { Role } from '@contract/users';
import { cityName, countryName } from '../../../lib/countries';
import { useFormatters } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTenantQuery } from '../../../lib/tenant';
import { CardHeading } from './CardHeading';
import { InfoRow } from './InfoRow';

/** The company from `GET tenant/show/` (every role may read it). */
export function CompanyCard({ role }: { role: Role }) {
  const { t } = useTranslation(['shell', 'common']);
  const fmt = useFormatters();
  const lang = currentLanguage();
  const tenant = useTenantQuery({ inlineError: true });

  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs">
      <CardHeading icon={<IconBuildingSkyscraper size={20} />}>{t('dashboard.companyTitle')}</CardHeading>
      {tenant.isPending && (
        <Stack gap="sm" aria-busy="true" aria-label={t('common:loading')}>
          <Skeleton h={28} w="60%" />
          <Skeleton h={16} />
          <Skeleton h={16} />
          <Skeleton h={16} w="80%" />
        </Stack>
      )}
      {tenant.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            <span>{t('dashboard.companyError')}</span>
            <Button size="xs" variant="light" color="red" onClick={() => void tenant.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {tenant.data && (
        <Stack gap="md">
          <Title order={2} size="h3" data-testid="company-name">
            {tenant.data.company_name}
          </Title>
          <Stack component="dl" gap={0} m={0}>
            <InfoRow label={t('dashboard.location')}>
              {[cityName(tenant.data.country, tenant.data.city, lang), countryName(tenant.data.country, lang)].join(
                lang === 'ar' ? '، ' : ', ',
              )}
            </InfoRow>
            <InfoRow label={t('dashboard.plan')}>{t(`common:plans.${planOf(tenant.data.package).key}`)}</InfoRow>
            <InfoRow label={t('dashboard.users')}>
              {t('dashboard.usersOf', { n: fmt.number(tenant.data.seats_used), limit: fmt.number(tenant.data.user_limit) })}
            </InfoRow>
          </Stack>
          {can(role, 'company.manage') && (
            <Button
              component={Link}
              to="/app/settings"
              variant="light"
              leftSection={<IconSettings size={16} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('dashboard.manage')}
            </Button>
          )}
        </Stack>
      )}
    </Card>
  );
}
