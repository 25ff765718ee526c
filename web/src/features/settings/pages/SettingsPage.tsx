import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { useCurrentUser } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { AgenciesSection, SamplesSection } from '../components/CatalogSection';
import { CompanyProfileCard } from '../components/CompanyProfileCard';
import { PlanCard } from '../components/PlanCard';
import { UsersSection } from '../components/UsersSection';
import { VisitSettingsCard } from '../components/VisitSettingsCard';

/** `/app/settings`: declared for `company.manage` (routes.ts); the guard answers 403 to other roles. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const user = useCurrentUser();
  usePageTitle(t('pageTitle'));
  if (!user) return null;
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={t('pageTitle')} subtitle={t('subtitle')} />
      <CompanyProfileCard />
      <PlanCard />
      <VisitSettingsCard />
      <UsersSection currentUserId={user.id} />
      <AgenciesSection />
      <SamplesSection />
    </Stack>
  );
}
