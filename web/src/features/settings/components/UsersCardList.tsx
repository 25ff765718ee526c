import { Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '@contract/users';
import { Ltr } from '../../../components/Ltr';
import { CreateVisitSwitch } from './CreateVisitSwitch';
import { UserRowActions } from './UserRowActions';

interface UsersCardListProps {
  users: User[] | undefined;
  loading: boolean;
  currentUserId: string;
  onResetPassword: (user: User) => void;
}

/** The users table on a phone: one card a user, everything readable without scrolling sideways. */
export function UsersCardList({ users, loading, currentUserId, onResetPassword }: UsersCardListProps) {
  const { t } = useTranslation(['settings', 'common']);
  if (loading && !users) {
    return (
      <Stack gap="xs" aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h={96} radius="md" />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('users.tableLabel')} data-testid="users-cards">
      {users?.map((u) => (
        <Paper key={u.id} component="li" withBorder radius="md" p="sm" data-testid="user-row" data-email={u.email}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} miw={0}>
              <Group gap={6} wrap="nowrap">
                <Text fw={600} truncate>
                  {u.full_name}
                </Text>
                {u.id === currentUserId && (
                  <Badge size="xs" variant="outline">
                    {t('users.you')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                <Ltr>{u.email}</Ltr>
              </Text>
              <Text size="sm" c="dimmed">
                <Ltr>{u.phone}</Ltr>
              </Text>
              <Group gap={6} mt={4}>
                <Badge variant="light" color="gray">
                  {t(`common:roles.${u.role}`)}
                </Badge>
                <Badge color={u.is_active ? 'brand' : 'gray'} variant="light" data-testid="user-status">
                  {t(u.is_active ? 'common:status.active' : 'common:status.inactive')}
                </Badge>
              </Group>
            </Stack>
            <UserRowActions user={u} isSelf={u.id === currentUserId} onResetPassword={onResetPassword} />
          </Group>
          <Group mt="xs" gap="xs">
            <CreateVisitSwitch user={u} />
            <Text size="sm">{t('users.createVisit')}</Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
