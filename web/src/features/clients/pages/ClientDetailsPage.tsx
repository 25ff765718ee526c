import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconArchive,
  IconArchiveOff,
  IconCalendarPlus,
  IconCheck,
  IconEdit,
  IconGitMerge,
  IconListCheck,
  IconTransform,
  IconTrash,
} from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ClientDetails } from '@contract/clients';
import { can } from '@contract/permissions';
import { DetailsSkeleton } from '../../../components/DetailsSkeleton';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { NotFound } from '../../../components/NotFound';
import { isApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useClientFirstScreen } from '../api/first-screen';
import { ClientFilesCard } from '../components/ClientFilesCard';
import { ClientHistory } from '../components/ClientHistory';
import { ClientInfoCard } from '../components/ClientInfoCard';
import { ClientLocationCard } from '../components/ClientLocationCard';
import { LeadStatusBadge } from '../components/client-columns';
import { ConvertModal } from '../components/ConvertModal';
import { HistorySummary } from '../components/HistorySummary';
import { LeadModal } from '../components/LeadModal';
import { MergeModal } from '../components/MergeModal';
import { TimelineCard } from '../components/TimelineCard';
import { useClientActions } from '../components/use-client-actions';

function Actions({ client }: { client: ClientDetails }) {
  const { t } = useTranslation('clients');
  const actions = useClientActions(client);
  const user = useCurrentUser();
  const [open, setOpen] = useState<'edit' | 'convert' | 'merge' | null>(null);
  return (
    <Group gap="xs">
      {/* The forms belong to the visits and tasks pages: the link names the client, and they open with it chosen. */}
      <Button
        component={Link}
        to={`/app/visits?plan=${client.id}`}
        leftSection={<IconCalendarPlus size={16} aria-hidden />}
        data-testid="client-plan-visit"
      >
        {t('history.planVisit')}
      </Button>
      <Button
        component={Link}
        to={`/app/tasks?new=${client.id}`}
        variant="light"
        leftSection={<IconListCheck size={16} aria-hidden />}
        data-testid="client-new-task"
      >
        {t('history.newTask')}
      </Button>
      <Button variant="default" leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setOpen('edit')}>
        {t('actions.edit')}
      </Button>
      {actions.canApprove && (
        <Button variant="light" leftSection={<IconCheck size={16} aria-hidden />} onClick={actions.approve} loading={actions.busy}>
          {t('actions.approve')}
        </Button>
      )}
      {actions.canConvert && (
        <Button leftSection={<IconTransform size={16} aria-hidden />} onClick={() => setOpen('convert')}>
          {t('actions.convert')}
        </Button>
      )}
      {actions.canArchive && (
        <Button variant="default" leftSection={<IconArchive size={16} aria-hidden />} onClick={actions.archive}>
          {t('actions.archive')}
        </Button>
      )}
      {actions.canRestore && (
        <Button variant="default" leftSection={<IconArchiveOff size={16} aria-hidden />} onClick={actions.restore} loading={actions.busy}>
          {t('actions.restore')}
        </Button>
      )}
      {user && can(user.role, 'clients.manage') && (
        <Button
          variant="default"
          leftSection={<IconGitMerge size={16} aria-hidden />}
          onClick={() => setOpen('merge')}
          data-testid="client-merge"
        >
          {t('actions.merge')}
        </Button>
      )}
      {actions.canDelete && (
        <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => actions.delete()}>
          {t('actions.delete')}
        </Button>
      )}
      <LeadModal opened={open === 'edit'} onClose={() => setOpen(null)} kind={client.kind} client={client} />
      <ConvertModal opened={open === 'convert'} onClose={() => setOpen(null)} lead={client} />
      <MergeModal opened={open === 'merge'} onClose={() => setOpen(null)} client={client} />
    </Group>
  );
}

/**
 * `/app/clients/clientdetails/{id}`: one page per client (issue 41): its figures, what to do
 * next (plan a visit, a task, call), its details and its whole history, each section paged.
 */
export function ClientDetailsPage() {
  const { t, i18n } = useTranslation('clients');
  const { id = '' } = useParams();
  const BackIcon = i18n.dir() === 'rtl' ? IconArrowRight : IconArrowLeft;
  const details = useClientFirstScreen(id);
  usePageTitle(details.data?.company_name ?? t('pageTitle'));

  if (details.isError && isApiError(details.error) && (details.error.status === 404 || details.error.status === 400))
    return <NotFound inApp />;
  const back = (
    <Anchor component={Link} to={details.data?.kind === 'lead' ? '/app/clients?tab=leads' : '/app/clients'} size="sm">
      <Group gap={4}>
        <BackIcon size={14} aria-hidden />
        {t('details.back')}
      </Group>
    </Anchor>
  );
  if (details.isError) return <ErrorAlert error={details.error} onRetry={() => void details.refetch()} />;
  const c = details.data;
  if (!c) {
    return <DetailsSkeleton />;
  }
  return (
    <Stack gap="lg" maw={1200}>
      {back}
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="sm">
            <Title order={1}>{c.company_name}</Title>
            <LeadStatusBadge client={c} />
          </Group>
          <Text c="dimmed" mt={4}>
            {t(c.kind === 'lead' ? 'details.isLead' : 'details.isClient')}
          </Text>
        </div>
        <Actions client={c} />
      </Group>
      <HistorySummary clientId={c.id} />
      <ClientInfoCard client={c} />
      <ClientHistory clientId={c.id} />
      <ClientLocationCard client={c} />
      <ClientFilesCard clientId={c.id} />
      <TimelineCard timeline={c.timeline} />
    </Stack>
  );
}
