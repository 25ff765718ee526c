import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { CompanyCard } from '../components/CompanyCard';
import { YouCard } from '../components/YouCard';

/** `/app`: a welcome with the company (from `GET tenant/show/`) and the user's role. */
export function DashboardPage() {
  const { t } = useTranslation('shell');
  usePageTitle(t('dashboard.pageTitle'));
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1} data-testid="welcome-title">
          {t('dashboard.welcome', { name: user.full_name })}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('dashboard.intro')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <CompanyCard role={user.role} />
        <YouCard user={user} />
      </SimpleGrid>
    </Stack>
  );
}
