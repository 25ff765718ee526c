import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconKey, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UserListItem } from '@contract/users';
import { confirmAction } from '../../../components/confirm';
import { notifySuccess } from '../../../lib/notify';
import { useSetUserActiveMutation } from '../api/set-user-active';

interface UserRowActionsProps {
  user: UserListItem;
  onResetPassword: (user: UserListItem) => void;
}

/** Deactivate / re-activate (after a confirmation, as the user's `actions` allow) and reset password, per user. */
export function UserRowActions({ user, onResetPassword }: UserRowActionsProps) {
  const { t } = useTranslation(['settings', 'common']);
  const setActive = useSetUserActiveMutation();
  const name = user.full_name;
  const activating = user.actions.includes('activate');
  const toggles = activating || user.actions.includes('deactivate');

  const confirmToggle = () =>
    confirmAction({
      title: t(activating ? 'users.activateTitle' : 'users.deactivateTitle', { name }),
      message: t(activating ? 'users.activateText' : 'users.deactivateText', { name }),
      confirmLabel: t(activating ? 'users.activate' : 'users.deactivate'),
      danger: !activating,
      testId: 'confirm-toggle-active',
      onConfirm: () =>
        setActive.mutate(
          { id: user.id, is_active: activating },
          { onSuccess: () => notifySuccess(t(activating ? 'users.activated' : 'users.deactivated', { name })) },
        ),
    });

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('users.actionsFor', { name })}
          loading={setActive.isPending}
          data-testid="user-actions"
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={() => onResetPassword(user)}>
          {t('users.resetPassword')}
        </Menu.Item>
        {/* The server says whether (an admin cannot deactivate themself). */}
        {toggles && (
          <Menu.Item
            color={activating ? 'brand' : 'red'}
            leftSection={activating ? <IconUserCheck size={16} aria-hidden /> : <IconUserOff size={16} aria-hidden />}
            onClick={confirmToggle}
          >
            {t(activating ? 'users.activate' : 'users.deactivate')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
