import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roles, type Role } from '@contract/users';

/** The role of a new user or invitee, in the user's language. */
export function RoleSelect({ value, error, onChange }: { value: Role; error?: React.ReactNode; onChange: (role: Role) => void }) {
  const { t } = useTranslation(['settings', 'common']);
  return (
    <Select
      label={t('users.role')}
      data={roles.map((r) => ({ value: r, label: t(`common:roles.${r}`) }))}
      allowDeselect={false}
      required
      value={value}
      error={error}
      onChange={(v) => v && onChange(v as Role)}
    />
  );
}
