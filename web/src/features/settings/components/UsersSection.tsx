import { useState } from 'react';
import { Button, Card, EmptyState, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconMail, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { planOf } from '@contract/plans';
import { totalPages } from '@contract/pagination';
import type { User } from '@contract/users';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useUrlPage } from '../../../lib/use-url-page';
import { useFormatters } from '../../../lib/format';
import { useTenantQuery } from '../../../lib/tenant';
import { USERS_PAGE_SIZE, useUsersQuery } from '../api/list-users';
import { CreateUserModal } from './CreateUserModal';
import { InviteUserModal } from './InviteUserModal';
import { PendingInvitations } from './PendingInvitations';
import { ResetPasswordModal } from './ResetPasswordModal';
import { UsersCardList } from './UsersCardList';
import { UsersTable } from './UsersTable';

/** The users table with server-side pages (`?page=` in the URL, so reload and back work). */
export function UsersSection({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation(['settings', 'common']);
  const fmt = useFormatters();
  const [page, setPage] = useUrlPage();
  const users = useUsersQuery(page);
  const tenant = useTenantQuery({ inlineError: true });
  const [creating, create] = useDisclosure(false);
  const [inviting, invite] = useDisclosure(false);
  // A phone gets cards: a table there shows a name and half an e-mail.
  const phone = useMediaQuery('(max-width: 48em)');
  const [resetting, setResetting] = useState<User | null>(null);

  const count = users.data?.count ?? 0;
  const pages = totalPages(count, USERS_PAGE_SIZE);
  const empty = users.data && users.data.results.length === 0;

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="users-title">
      <Group justify="space-between" mb="md" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h3" id="users-title">
            {t('users.title')}
          </Title>
          {tenant.data && (
            <Text size="sm" c="dimmed" data-testid="seats">
              {t('users.seats', {
                n: fmt.number(tenant.data.seats_used),
                limit: fmt.number(tenant.data.user_limit),
                plan: t(`common:plans.${planOf(tenant.data.package).key}`),
              })}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <Button leftSection={<IconMail size={16} aria-hidden />} onClick={invite.open}>
            {t('invitations.invite')}
          </Button>
          <Button variant="default" leftSection={<IconUserPlus size={16} aria-hidden />} onClick={create.open}>
            {t('users.create')}
          </Button>
        </Group>
      </Group>
      {users.isError && <ErrorAlert error={users.error} onRetry={() => void users.refetch()} />}
      {empty ? (
        <EmptyState icon={<IconUsers size={28} />} title={t('users.emptyTitle')} description={t('users.emptyText')} py="xl" />
      ) : (
        !users.isError &&
        (phone ? (
          <UsersCardList
            users={users.data?.results}
            loading={users.isPending}
            currentUserId={currentUserId}
            onResetPassword={setResetting}
          />
        ) : (
          <UsersTable users={users.data?.results} loading={users.isPending} currentUserId={currentUserId} onResetPassword={setResetting} />
        ))
      )}
      <Group justify="space-between" mt="md">
        <Text size="sm" c="dimmed">
          {users.data && t('users.total', { count, n: fmt.number(count) })}
        </Text>
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={setPage}
          hideWithOnePage
          aria-label={t('common:pagination.label')}
          getItemProps={(p) => ({ 'aria-label': t('common:pagination.page', { page: p }) })}
          getControlProps={(control) => ({ 'aria-label': t(`common:pagination.${control}`) })}
        />
      </Group>
      <PendingInvitations />
      <CreateUserModal opened={creating} onClose={create.close} />
      <InviteUserModal opened={inviting} onClose={invite.close} />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
    </Card>
  );
}
