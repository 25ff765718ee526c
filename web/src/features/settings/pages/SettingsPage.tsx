import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/permissions';
import { Forbidden } from '../../../components/Forbidden';
import { useCurrentUser } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { CompanyProfileCard } from '../components/CompanyProfileCard';
import { PlanCard } from '../components/PlanCard';
import { UsersSection } from '../components/UsersSection';

/** `/app/settings`: for roles that manage the company (contract/permissions.ts; the server checks the same). */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const user = useCurrentUser();
  const allowed = user ? can(user.role, 'company.manage') : false;
  usePageTitle(allowed ? t('pageTitle') : undefined);
  if (!user) return null;
  if (!allowed) return <Forbidden />;
  return (
    <Stack gap="lg" maw={1200}>
      <div>
        <Title order={1}>{t('pageTitle')}</Title>
        <Text c="dimmed" mt={4}>
          {t('subtitle')}
        </Text>
      </div>
      <CompanyProfileCard />
      <PlanCard />
      <UsersSection currentUserId={user.id} />
    </Stack>
  );
}
