import { Select, type SelectProps } from '@mantine/core';
import { useUserChoicesQuery } from '../lib/catalog';
import { useCurrentUser } from '../lib/session';

/**
 * A manager's pick of who does the work (a visit, a task): the company's people who work in
 * the field (not maintenance users), the manager themselves named as such. Empty means "me".
 */
export function AssigneeSelect({
  meLabel,
  ...props
}: Omit<SelectProps, 'data'> & { label: string; placeholder: string; meLabel: (name: string) => string }) {
  const user = useCurrentUser();
  const people = useUserChoicesQuery(true);
  const data = (people.data ?? [])
    .filter((p) => p.role !== 'maintenance')
    .map((p) => ({ value: p.id, label: p.id === user?.id ? meLabel(p.full_name) : p.full_name }));
  return <Select data={data} searchable clearable comboboxProps={{ withinPortal: true }} {...props} />;
}
