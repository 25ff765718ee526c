import { useState } from 'react';
import { Button, Card, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { searchWith } from '../../../lib/search-with';
import { useTranslation } from 'react-i18next';
import type { MaintenanceRequest } from '@contract/maintenance';
import { can } from '@contract/permissions';
import { PageHeader } from '../../../components/PageHeader';
import { useCurrentUser } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { RequestDetailsModal } from '../components/RequestDetailsModal';
import { RequestModal } from '../components/RequestModal';
import { RequestsList } from '../components/RequestsList';

/**
 * `/app/maintenance`: the maintenance requests (technicians: theirs; sales users: the ones
 * they asked for). The open request is in the URL (`?request=<id>`), so a reload or a shared
 * link opens it again.
 */
export function MaintenancePage() {
  const { t } = useTranslation('maintenance');
  usePageTitle(t('pageTitle'));
  const user = useCurrentUser();
  const creator = !!user && can(user.role, 'maintenance.manage');
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useSearchParams();
  const openId = params.get('request');
  // The clicked row shows at once while its details load.
  const [row, setRow] = useState<MaintenanceRequest | undefined>();
  const setOpen = (request: MaintenanceRequest | null) => {
    setRow(request ?? undefined);
    setParams(() => searchWith({ request: request?.id ?? null }), { replace: !request });
  };
  return (
    <Stack gap="lg" maw={1400}>
      <PageHeader title={t('pageTitle')} subtitle={creator ? t('subtitle') : t('subtitleTechnician')}>
        {creator && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)} data-testid="request-new">
            {t('form.newRequest')}
          </Button>
        )}
      </PageHeader>
      <Card withBorder radius="lg" padding="lg">
        <RequestsList onCreate={() => setCreating(true)} onOpen={setOpen} />
      </Card>
      {creator && <RequestModal opened={creating} onClose={() => setCreating(false)} />}
      <RequestDetailsModal id={openId} row={row?.id === openId ? row : undefined} onClose={() => setOpen(null)} />
    </Stack>
  );
}
