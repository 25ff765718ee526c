import { Badge, Group, Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '@contract/users';
import { useFormatters } from '../../../lib/format';
import { CreateVisitSwitch } from './CreateVisitSwitch';
import { UserRowActions } from './UserRowActions';

const COLUMNS = ['name', 'email', 'phone', 'role', 'status', 'createVisit', 'created', 'actions'] as const;

interface UsersTableProps {
  users: User[] | undefined;
  loading: boolean;
  currentUserId: string;
  onResetPassword: (user: User) => void;
}

export function UsersTable({ users, loading, currentUserId, onResetPassword }: UsersTableProps) {
  const { t } = useTranslation(['settings', 'common']);
  const fmt = useFormatters();
  return (
    // No wrapping (a split email or phone is hard to read); narrow screens scroll sideways.
    <Table.ScrollContainer minWidth={800}>
      <Table
        verticalSpacing="sm"
        highlightOnHover
        aria-label={t('users.tableLabel')}
        aria-busy={loading}
        data-testid="users-table"
        style={{ whiteSpace: 'nowrap' }}
      >
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c} scope="col">
                {c === 'actions' ? <span className="visually-hidden-label">{t('users.actions')}</span> : t(`users.${c}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading && !users
            ? Array.from({ length: 5 }, (_, i) => (
                <Table.Tr key={i}>
                  {COLUMNS.map((c) => (
                    <Table.Td key={c}>
                      <Skeleton h={18} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : users?.map((u) => (
                <Table.Tr key={u.id} data-testid="user-row" data-email={u.email}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" fw={500}>
                        {u.full_name}
                      </Text>
                      {u.id === currentUserId && (
                        <Badge size="xs" variant="outline" miw="max-content">
                          {t('users.you')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <span className="ltr-value">{u.email}</span>
                  </Table.Td>
                  <Table.Td>
                    <span className="ltr-value">{u.phone}</span>
                  </Table.Td>
                  <Table.Td>{t(`common:roles.${u.role}`)}</Table.Td>
                  <Table.Td>
                    <Badge color={u.is_active ? 'brand' : 'gray'} variant="light" miw="max-content" data-testid="user-status">
                      {t(u.is_active ? 'common:status.active' : 'common:status.inactive')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <CreateVisitSwitch user={u} />
                  </Table.Td>
                  <Table.Td>{fmt.date(u.created_at)}</Table.Td>
                  <Table.Td>
                    <UserRowActions user={u} isSelf={u.id === currentUserId} onResetPassword={onResetPassword} />
                  </Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
