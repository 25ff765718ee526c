import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconStarFilled } from '@tabler/icons-react';
import type { User, UserListItem } from '@contract/users';
import type { Column } from '../../../components/list/DataTable';
import { useFormatters } from '../../../lib/format';
import { usePhoneDisplay } from '../../../lib/phone-display';
import { CreateVisitSwitch } from './CreateVisitSwitch';
import { UserRowActions } from './UserRowActions';

export interface UserRowHandlers {
  currentUserId: string;
  onResetPassword: (user: UserListItem) => void;
}

export function StatusBadge({ user }: { user: User }) {
  const { t } = useTranslation('common');
  return (
    <Badge color={user.is_active ? 'brand' : 'gray'} variant="light" miw="max-content" data-testid="user-status">
      {t(user.is_active ? 'status.active' : 'status.inactive')}
    </Badge>
  );
}

export function NameWithYou({ user, currentUserId }: { user: User; currentUserId: string }) {
  const { t } = useTranslation('settings');
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" fw={600} truncate>
        {user.full_name}
      </Text>
      {user.id === currentUserId && (
        <Badge size="xs" variant="outline" miw="max-content">
          {t('users.you')}
        </Badge>
      )}
    </Group>
  );
}

/** "★ 4.3 (21)": how the user's customers rated their visits through the shared links. */
export function CustomerRating({ user }: { user: UserListItem }) {
  const { t } = useTranslation('settings');
  const fmt = useFormatters();
  const r = user.customer_rating;
  if (!r)
    return (
      <Text size="sm" c="dimmed">
        {t('users.noRating')}
      </Text>
    );
  return (
    <Group gap={4} wrap="nowrap" data-testid="user-rating">
      <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
      <Text size="sm">{t('users.rating', { average: fmt.number(r.average), count: r.count, n: fmt.number(r.count) })}</Text>
    </Group>
  );
}

/** The users table's columns; `sort` names the API's ordering field. */
export function useUserColumns({ currentUserId, onResetPassword }: UserRowHandlers): Column<UserListItem>[] {
  const { t } = useTranslation(['settings', 'common']);
  const fmt = useFormatters();
  const phone = usePhoneDisplay();
  return [
    { key: 'name', header: t('users.name'), sort: 'full_name', render: (u) => <NameWithYou user={u} currentUserId={currentUserId} /> },
    { key: 'email', header: t('users.email'), sort: 'email', render: (u) => <span className="ltr-value">{u.email}</span> },
    { key: 'phone', header: t('users.phone'), render: (u) => <span className="ltr-value">{phone(u.phone)}</span> },
    { key: 'role', header: t('users.role'), sort: 'role', render: (u) => t(`common:roles.${u.role}`) },
    { key: 'status', header: t('users.status'), render: (u) => <StatusBadge user={u} /> },
    { key: 'createVisit', header: t('users.createVisit'), render: (u) => <CreateVisitSwitch user={u} /> },
    { key: 'rating', header: t('users.customerRating'), render: (u) => <CustomerRating user={u} /> },
    { key: 'created', header: t('users.created'), sort: 'created_at', render: (u) => fmt.date(u.created_at) },
    {
      key: 'actions',
      header: t('users.actions'),
      hiddenHeader: true,
      render: (u) => <UserRowActions user={u} onResetPassword={onResetPassword} />,
    },
  ];
}
