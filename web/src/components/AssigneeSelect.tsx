import { Select, type SelectProps } from '@mantine/core';
import { useAssigneeOptions } from '../lib/catalog';
import { useCurrentUser } from '../lib/session';

/**
 * A manager's pick of who does the work (a visit, a task): the people the server says work can
 * be given to, the manager themselves named as such. Empty means "me".
 */
export function AssigneeSelect({
  meLabel,
  ...props
}: Omit<SelectProps, 'data'> & { label: string; placeholder: string; meLabel: (name: string) => string }) {
  const user = useCurrentUser();
  const data = useAssigneeOptions(true, (p) => (p.id === user?.id ? meLabel(p.full_name) : p.full_name));
  return <Select data={data} searchable clearable comboboxProps={{ withinPortal: true }} {...props} />;
}
