import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserListItem } from '@contract/users';
import { Ltr } from '../../../components/Ltr';
import { usePhoneDisplay } from '../../../lib/phone-display';
import { CreateVisitSwitch } from './CreateVisitSwitch';
import { NameWithYou, StatusBadge, type UserRowHandlers } from './user-columns';
import { UserRowActions } from './UserRowActions';

/** A user on a phone: everything readable without scrolling sideways. */
export function UserCard({ user: u, currentUserId, onResetPassword }: { user: UserListItem } & UserRowHandlers) {
  const { t } = useTranslation(['settings', 'common']);
  const phone = usePhoneDisplay();
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} miw={0}>
          <NameWithYou user={u} currentUserId={currentUserId} />
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <Ltr>{u.email}</Ltr>
          </Text>
          <Text size="sm" c="dimmed">
            <Ltr>{phone(u.phone)}</Ltr>
          </Text>
          <Group gap={6} mt={4}>
            <Badge variant="light" color="gray">
              {t(`common:roles.${u.role}`)}
            </Badge>
            <StatusBadge user={u} />
          </Group>
        </Stack>
        <UserRowActions user={u} onResetPassword={onResetPassword} />
      </Group>
      <Group mt="xs" gap="xs">
        <CreateVisitSwitch user={u} />
        <Text size="sm">{t('users.createVisit')}</Text>
      </Group>
    </Paper>
  );
}
