import { useState, type ReactNode } from 'react';
import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Client } from '@contract/clients';
import { useClientChoices } from '../lib/catalog';

export interface ClientChoice {
  id: string;
  company_name: string;
  contact_name: string;
  kind: Client['kind'];
}

interface ClientPickerProps {
  label: string;
  value: string | null;
  onChange: (id: string | null, choice: ClientChoice | null) => void;
  /** What the picker shows for `value` before any search (the row being edited, a URL filter). */
  initial?: ClientChoice | null;
  error?: ReactNode;
  required?: boolean;
  placeholder?: string;
  clearable?: boolean;
  style?: React.CSSProperties;
  testId?: string;
}

/**
 * Picks a client or a lead: what is typed is searched by the server (Arabic spellings
 * included), clients first, then leads; each option shows the company and the contact.
 * Shared by visits and tasks (features never import each other).
 */
export function ClientPicker({
  label,
  value,
  onChange,
  initial,
  error,
  required,
  placeholder,
  clearable,
  style,
  testId,
}: ClientPickerProps) {
  const { t } = useTranslation('common');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ClientChoice | null>(initial ?? null);
  const [debounced] = useDebouncedValue(search, 250);
  // Cleared from outside (the form reset, "clear filters"): forget the choice and its text.
  if (value === null && chosen) {
    setChosen(null);
    setSearch('');
  }
  // Once chosen, the box shows the company's name: searching for it again is pointless.
  const typed = chosen && search === chosen.company_name ? '' : debounced;
  const choices = useClientChoices(typed);
  const rows: ClientChoice[] = choices.data ?? [];
  const byId = new Map<string, ClientChoice>(rows.map((c) => [c.id, c]));
  if (chosen && !byId.has(chosen.id)) byId.set(chosen.id, chosen);
  if (initial && !byId.has(initial.id)) byId.set(initial.id, initial);
  const all = [...byId.values()];
  const item = (c: ClientChoice) => ({ value: c.id, label: c.company_name });
  const clients = all.filter((c) => c.kind === 'client').map(item);
  const leads = all.filter((c) => c.kind === 'lead').map(item);
  const data = [
    ...(clients.length ? [{ group: t('clientPicker.clients'), items: clients }] : []),
    ...(leads.length ? [{ group: t('clientPicker.leads'), items: leads }] : []),
  ];
  return (
    <Select
      label={label}
      placeholder={placeholder ?? t('clientPicker.placeholder')}
      data={data}
      value={value}
      onChange={(id) => {
        const c = id ? (byId.get(id) ?? null) : null;
        setChosen(c);
        onChange(id, c);
      }}
      searchable
      // Focus alone (a form pointing at its first error) leaves the list closed: typing or a click opens it.
      openOnFocus={false}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched what was typed (with Arabic spelling variants): show all it sent.
      filter={({ options }) => options}
      nothingFoundMessage={choices.isFetching ? t('clientPicker.searching') : t('clientPicker.nothing')}
      leftSection={<IconSearch size={16} aria-hidden />}
      renderOption={({ option }) => {
        const c = byId.get(option.value);
        return (
          <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={500} truncate>
                {c?.company_name ?? option.label}
              </Text>
              {c && (
                <Text size="xs" c="dimmed" truncate>
                  {c.contact_name}
                </Text>
              )}
            </Stack>
            {c?.kind === 'lead' && (
              <Badge size="xs" variant="light" color="gray">
                {t('clientPicker.lead')}
              </Badge>
            )}
          </Group>
        );
      }}
      error={error}
      required={required}
      clearable={clearable}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={320}
      style={style}
      data-testid={testId}
    />
  );
}
