import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useCurrentUser } from '../../../lib/session';
import { useTenantQuery } from '../../../lib/tenant';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDashboard } from '../api/dashboard';
import { MaintenanceView } from '../components/MaintenanceView';
import { ManagerView } from '../components/ManagerView';
import { BoardSkeleton } from '../components/Panel';
import { SalesView } from '../components/SalesView';

/**
 * `/app`: the dashboard. Its content follows the role (the server decides: managers and
 * admins the company, sales users their day, technicians their requests); the live stream
 * refreshes it when a visit changes.
 */
export function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'common']);
  usePageTitle(t('pageTitle'));
  const user = useCurrentUser();
  const tenant = useTenantQuery({ inlineError: true });
  const board = useDashboard();
  if (!user) return null;
  // Which board a role gets is the server's to say (dashboard.service.ts): its intro waits for it.
  const view = board.data?.view;
  return (
    <Stack gap="lg" maw={1280}>
      <div>
        <Title order={1} data-testid="welcome-title">
          {t('welcome', { name: user.full_name })}
        </Title>
        <Group gap="xs" mt={4}>
          {tenant.data && (
            <Text fw={500} data-testid="company-name">
              {tenant.data.company_name}
            </Text>
          )}
          <Badge variant="light" data-testid="dashboard-role">
            {t(`common:roles.${user.role}`)}
          </Badge>
          {view && (
            <Text c="dimmed" size="sm">
              {t(`intro.${view}`)}
            </Text>
          )}
        </Group>
      </div>
      {board.isPending && <BoardSkeleton />}
      {board.isError && !board.data && <ErrorAlert error={board.error} onRetry={() => void board.refetch()} />}
      {board.data?.view === 'manager' && <ManagerView board={board.data} />}
      {board.data?.view === 'sales' && <SalesView board={board.data} />}
      {board.data?.view === 'maintenance' && <MaintenanceView board={board.data} />}
    </Stack>
  );
}
