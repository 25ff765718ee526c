import { useState } from 'react';
import { Button, Card, Group, Stack, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ClientKind } from '@contract/clients';
import { PageHeader } from '../../../components/PageHeader';
import { usePageTitle } from '../../../lib/use-page-title';
import { ClientsList } from '../components/ClientsList';
import { LeadModal } from '../components/LeadModal';

/** `/app/clients`: clients, and leads on a second tab (`?tab=leads`, so reload and links keep it). */
export function ClientsPage() {
  const { t } = useTranslation('clients');
  usePageTitle(t('pageTitle'));
  const [params, setParams] = useSearchParams();
  const tab: ClientKind = params.get('tab') === 'leads' ? 'lead' : 'client';
  const [creating, setCreating] = useState<ClientKind | null>(null);
  return (
    <Stack gap="lg" maw={1400}>
      <PageHeader title={t('pageTitle')} subtitle={t('subtitle')}>
        <Group gap="xs">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating('lead')}>
            {t('form.newLead')}
          </Button>
          <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating('client')}>
            {t('form.newClient')}
          </Button>
        </Group>
      </PageHeader>
      <Card withBorder radius="lg" padding="lg">
        <Tabs value={tab} onChange={(v) => setParams(v === 'lead' ? { tab: 'leads' } : {})} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="client">{t('tabs.clients')}</Tabs.Tab>
            <Tabs.Tab value="lead">{t('tabs.leads')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="client">
            <ClientsList kind="client" onCreate={() => setCreating('client')} />
          </Tabs.Panel>
          <Tabs.Panel value="lead">
            <ClientsList kind="lead" onCreate={() => setCreating('lead')} />
          </Tabs.Panel>
        </Tabs>
      </Card>
      <LeadModal opened={creating !== null} onClose={() => setCreating(null)} kind={creating ?? 'lead'} />
    </Stack>
  );
}
