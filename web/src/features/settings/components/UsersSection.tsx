import { useState } from 'react';
import { Button, Card, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMail, IconSearchOff, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { planOf } from '@contract/plans';
import { roles, userListQuerySchema, userStatuses, type User } from '@contract/users';
import { DataTable } from '../../../components/list/DataTable';
import { ListToolbar } from '../../../components/list/ListToolbar';
import { useFormatters } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useTenantQuery } from '../../../lib/tenant';
import { USERS_PAGE_SIZE, useUsersQuery } from '../api/list-users';
import { CreateUserModal } from './CreateUserModal';
import { InviteUserModal } from './InviteUserModal';
import { PendingInvitations } from './PendingInvitations';
import { ResetPasswordModal } from './ResetPasswordModal';
import { UserCard } from './UserCard';
import { useUserColumns } from './user-columns';

const FILTERS = ['role', 'status'] as const;

/** The company's users: search, filters, sort and page all in the URL (reload and back keep them). */
export function UsersSection({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation(['settings', 'common']);
  const fmt = useFormatters();
  const list = useListParams(userListQuerySchema, FILTERS);
  const users = useUsersQuery(list.query);
  const tenant = useTenantQuery({ inlineError: true });
  const [creating, create] = useDisclosure(false);
  const [inviting, invite] = useDisclosure(false);
  const [resetting, setResetting] = useState<User | null>(null);
  const columns = useUserColumns({ currentUserId, onResetPassword: setResetting });

  const empty = list.narrowed ? (
    <EmptyState icon={<IconSearchOff size={28} />} title={t('common:list.noMatchTitle')} description={t('common:list.noMatchText')} py="xl">
      <Button variant="light" onClick={list.clear}>
        {t('common:list.clear')}
      </Button>
    </EmptyState>
  ) : (
    <EmptyState icon={<IconUsers size={28} />} title={t('users.emptyTitle')} description={t('users.emptyText')} py="xl" />
  );

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
      <ListToolbar
        list={list}
        views="users"
        searchLabel={t('users.search')}
        filters={[
          { name: 'role', label: t('users.filterRole'), options: roles.map((r) => ({ value: r, label: t(`common:roles.${r}`) })) },
          {
            name: 'status',
            label: t('users.filterStatus'),
            options: userStatuses.map((s) => ({ value: s, label: t(`common:status.${s}`) })),
          },
        ]}
      />
      <DataTable
        label={t('users.tableLabel')}
        testId="users"
        columns={columns}
        page={users.data}
        loading={users.isFetching}
        error={users.error}
        onRetry={() => void users.refetch()}
        rowKey={(u) => u.id}
        rowProps={(u) => ({ 'data-testid': 'user-row', 'data-email': u.email })}
        renderCard={(u) => <UserCard user={u} currentUserId={currentUserId} onResetPassword={setResetting} />}
        ordering={list.ordering}
        onOrderingChange={list.setOrdering}
        pageNumber={list.page}
        pageSize={USERS_PAGE_SIZE}
        onPageChange={list.setPage}
        total={(count) => t('users.total', { count, n: fmt.number(count) })}
        empty={empty}
      />
      <PendingInvitations />
      <CreateUserModal opened={creating} onClose={create.close} />
      <InviteUserModal opened={inviting} onClose={invite.close} />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
    </Card>
  );
}
