import { Anchor, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Client } from '@contract/clients';
import { Ltr } from '../../../components/Ltr';
import { useCityNames } from '../../../lib/countries';
import { usePhoneDisplay } from '../../../lib/phone-display';
import { ClientRowActions } from './ClientRowActions';
import { LeadStatusBadge, type Selection } from './client-columns';
import { clientPath } from './client-path';

/** A client or lead on a phone; with a selection, a checkbox first (bulk actions work on phones too). */
export function ClientCard({ client: c, selection }: { client: Client; selection?: Selection }) {
  const { t, i18n } = useTranslation('clients');
  const lang = i18n.resolvedLanguage === 'ar' ? 'ar' : 'en';
  const city = useCityNames(lang);
  const phone = usePhoneDisplay();
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        {selection && (
          <Checkbox
            size="md"
            mt={2}
            aria-label={t('bulk.select', { name: c.company_name })}
            checked={selection.selected.has(c.id)}
            onChange={() => selection.toggle(c.id)}
          />
        )}
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Anchor component={Link} to={clientPath(c.id)} fw={600} truncate>
            {c.company_name}
          </Anchor>
          <Text size="sm">
            {t(`titles.${c.title}`)} {c.contact_name}
          </Text>
          <Text size="sm" c="dimmed">
            <Ltr>{phone(c.phone)}</Ltr> · {city(c.country, c.city)}
          </Text>
          <Group gap={6} mt={4}>
            <Text size="xs" c="dimmed">
              {t(`types.${c.customer_type}`)} · {t(`targets.${c.customer_target}`)}
            </Text>
            <LeadStatusBadge client={c} />
          </Group>
        </Stack>
        <ClientRowActions client={c} />
      </Group>
    </Paper>
  );
}
