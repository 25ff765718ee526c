import { Anchor, Badge, Checkbox, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePhoneDisplay } from '../../../lib/phone-display';
import type { Client, ClientKind } from '@contract/clients';
import type { Column } from '../../../components/list/DataTable';
import { useCityNames } from '../../../lib/countries';
import { useFormatters } from '../../../lib/format';
import { ClientRowActions } from './ClientRowActions';
import { clientPath } from './client-path';

const statusColor = { new: 'blue', approved: 'teal', archived: 'gray', converted: 'brand' } as const;

export function LeadStatusBadge({ client }: { client: Client }) {
  const { t } = useTranslation('clients');
  if (!client.lead_status) return null;
  return (
    <Badge color={statusColor[client.lead_status]} variant="light" miw="max-content" data-testid="lead-status">
      {t(`status.${client.lead_status}`)}
    </Badge>
  );
}

export interface Selection {
  selected: Set<string>;
  toggle: (id: string) => void;
  toggleAll: (ids: string[]) => void;
}

/** The clients and leads tables' columns; `sort` names the API's ordering field. */
export function useClientColumns(kind: ClientKind, rows: Client[] | undefined, selection?: Selection): Column<Client>[] {
  const { t, i18n } = useTranslation('clients');
  const fmt = useFormatters();
  const lang = i18n.resolvedLanguage === 'ar' ? 'ar' : 'en';
  const city = useCityNames(lang);
  const phone = usePhoneDisplay();
  const ids = rows?.map((r) => r.id) ?? [];
  const allSelected = ids.length > 0 && ids.every((id) => selection?.selected.has(id));
  const columns: Column<Client>[] = [
    {
      key: 'company',
      header: t('columns.company'),
      sort: 'company_name',
      render: (c) => (
        <Anchor component={Link} to={clientPath(c.id)} fw={600} size="sm">
          {c.company_name}
        </Anchor>
      ),
    },
    { key: 'contact', header: t('columns.contact'), sort: 'contact_name', render: (c) => `${t(`titles.${c.title}`)} ${c.contact_name}` },
    { key: 'phone', header: t('columns.phone'), render: (c) => <span className="ltr-value">{phone(c.phone)}</span> },
    { key: 'city', header: t('columns.city'), sort: 'city', render: (c) => city(c.country, c.city) },
    { key: 'type', header: t('columns.type'), render: (c) => t(`types.${c.customer_type}`) },
    { key: 'target', header: t('columns.target'), sort: 'customer_target', render: (c) => t(`targets.${c.customer_target}`) },
    {
      key: 'assignee',
      header: t('columns.assignee'),
      render: (c) =>
        c.assigned_to?.full_name ?? (
          <Text c="dimmed" size="sm">
            {t('form.unassigned')}
          </Text>
        ),
    },
    ...(kind === 'lead' ? [{ key: 'status', header: t('columns.status'), render: (c: Client) => <LeadStatusBadge client={c} /> }] : []),
    { key: 'created', header: t('columns.created'), sort: 'created_at', render: (c) => fmt.date(c.created_at) },
    { key: 'actions', header: t('columns.actions'), hiddenHeader: true, render: (c) => <ClientRowActions client={c} /> },
  ];
  if (!selection) return columns;
  return [
    {
      key: 'select',
      header: t(kind === 'lead' ? 'bulk.selectAll' : 'bulk.selectAllClients'),
      headerNode: (
        <Checkbox
          aria-label={t(kind === 'lead' ? 'bulk.selectAll' : 'bulk.selectAllClients')}
          checked={allSelected}
          indeterminate={!allSelected && ids.some((id) => selection.selected.has(id))}
          onChange={() => selection.toggleAll(ids)}
        />
      ),
      render: (c) => (
        <Checkbox
          aria-label={t('bulk.select', { name: c.company_name })}
          checked={selection.selected.has(c.id)}
          onChange={() => selection.toggle(c.id)}
        />
      ),
    },
    ...columns,
  ];
}
