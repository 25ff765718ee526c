import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '@contract/users';
import { notifySuccess } from '../../../lib/notify';
import { useChangeCreateVisitMutation } from '../api/change-create-visit';

/** The per-user create-visit permission; shows the requested state while the call runs. */
export function CreateVisitSwitch({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const change = useChangeCreateVisitMutation();
  const checked = change.isPending ? change.variables.status_of_create_visit : user.status_of_create_visit;
  return (
    <Switch
      checked={checked}
      disabled={change.isPending}
      aria-label={t('users.createVisitFor', { name: user.full_name })}
      onChange={(e) => {
        const status = e.currentTarget.checked;
        change.mutate(
          { user_id: user.id, status_of_create_visit: status },
          { onSuccess: () => notifySuccess(t(status ? 'users.createVisitOn' : 'users.createVisitOff', { name: user.full_name })) },
        );
      }}
    />
  );
}
