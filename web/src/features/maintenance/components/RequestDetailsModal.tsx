import { Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MAINTENANCE_STATUS, type MaintenanceRequest } from '@contract/maintenance';
import { can } from '@contract/permissions';
import { ContactActions } from '../../../components/ContactActions';
import { Field } from '../../../components/Field';
import { Ltr } from '../../../components/Ltr';
import { kilobytes, StoredFileList } from '../../../components/StoredFileList';
import type { StoredFile } from '@contract/files';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCityNames } from '../../../lib/countries';
import { useCurrentUser } from '../../../lib/session';
import { useRequestDetails } from '../api/maintenance';
import { newChangeKey, useOutbox } from '../../../offline/outbox';
import { CompleteRequestForm } from './CompleteRequestForm';
import { useMaintenanceFormat } from './labels';
import { RequestPriority, RequestStatusBadge } from './RequestBadges';
import { RecordModal } from '../../../components/RecordModal';
import { useLastDefined } from '../../../lib/use-open-key';

function Files({ files, testId }: { files: StoredFile[]; testId: string }) {
  const { t } = useTranslation('maintenance');
  const fmt = useMaintenanceFormat();
  return (
    <StoredFileList
      files={files}
      testId={testId}
      sizeOf={(f) => t('details.size', { n: fmt.number(kilobytes(f.size)) })}
      downloadLabel={(f) => t('details.download', { name: f.name })}
    />
  );
}

function Facts({ request }: { request: MaintenanceRequest }) {
  const { t, i18n } = useTranslation('maintenance');
  const city = useCityNames(i18n.resolvedLanguage === 'ar' ? 'ar' : 'en');
  const fmt = useMaintenanceFormat();
  const user = useCurrentUser();
  // Only those who work clients can open a client's page (a technician gets the name).
  const linkClient = !!user && can(user.role, 'clients.work');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" data-testid="request-facts">
      <Field label={t('columns.status')}>
        <RequestStatusBadge status={request.status} />
      </Field>
      <Field label={t('columns.priority')}>
        <RequestPriority priority={request.priority} />
      </Field>
      <Field label={t('columns.client')} testId="request-client-name">
        {linkClient ? (
          <Anchor component={Link} to={`/app/clients/clientdetails/${request.client.id}`} size="sm">
            {request.client.company_name}
          </Anchor>
        ) : (
          request.client.company_name
        )}
        {` · ${city(request.client.country, request.client.city)}`}
      </Field>
      <Field label={t('details.contact')} testId="request-contact">
        {request.client.contact_name}
        {request.client.phone && (
          <>
            {' · '}
            <Ltr>{request.client.phone}</Ltr>
          </>
        )}
      </Field>
      <Field label={t('details.address')} testId="request-address">
        {request.client.address || '—'}
      </Field>
      <Field label={t('columns.scheduled')} testId="request-scheduled">
        {fmt.day(request.scheduled_date)}
      </Field>
      <Field label={t('columns.assignee')}>{request.assignee.full_name}</Field>
      <Field label={t('details.createdBy')}>{request.created_by.full_name}</Field>
      <Field label={t('details.createdAt')}>{fmt.dateTime(request.created_at)}</Field>
      {request.completed_at && (
        <Field label={t('details.completedAt')} testId="request-completed-at">
          {fmt.dateTime(request.completed_at)}
          {request.completed_by && ` · ${request.completed_by.full_name}`}
        </Field>
      )}
    </SimpleGrid>
  );
}

/** "Start work": Open → In progress, sent at once (errors are a notification). */
function StartWork({ request }: { request: MaintenanceRequest }) {
  const { t } = useTranslation(['maintenance', 'offline']);
  const change = useOutbox('maintenance_status');
  const start = () =>
    change
      .send({
        key: newChangeKey(),
        title: request.client.company_name,
        at: new Date().toISOString(),
        requestId: request.id,
        status: MAINTENANCE_STATUS.inProgress,
      })
      .then((outcome) => notifySuccess(t(outcome.sent ? 'details.started' : 'offline:queued')))
      .catch((err: unknown) => notifyError(err));
  return (
    <Button
      variant="light"
      leftSection={<IconPlayerPlay size={16} aria-hidden />}
      loading={change.busy}
      disabled={change.busy}
      onClick={() => void start()}
      style={{ alignSelf: 'flex-start' }}
      data-testid="request-start"
    >
      {t('details.startWork')}
    </Button>
  );
}

function Completion({ request }: { request: MaintenanceRequest }) {
  const { t } = useTranslation('maintenance');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="request-completion-title" data-testid="request-completion">
      <Stack gap="sm">
        <Title order={3} size="h5" id="request-completion-title">
          {t('completion.title')}
        </Title>
        <Field label={t('completion.notes')} testId="completion-notes">
          <Text size="sm" component="span" style={{ whiteSpace: 'pre-wrap' }}>
            {request.completion_notes}
          </Text>
        </Field>
        {request.completion_photos.length > 0 && (
          <Field label={t('completion.photos')}>
            <Files files={request.completion_photos} testId="completion-photo" />
          </Field>
        )}
      </Stack>
    </Paper>
  );
}

function Details({ request }: { request: MaintenanceRequest }) {
  const { t } = useTranslation('maintenance');
  // The server says what the caller may do now (maintenance.service.ts holds the rule).
  const has = (action: MaintenanceRequest['actions'][number]) => request.actions.includes(action);
  const done = request.status === MAINTENANCE_STATUS.done;
  return (
    <Stack gap="md" data-testid="request-details" data-status={request.status}>
      <Facts request={request} />
      <ContactActions
        name={request.client.company_name}
        phone={request.client.phone}
        latitude={request.client.latitude}
        longitude={request.client.longitude}
        country={request.client.country}
      />
      {request.description && (
        <Field label={t('details.description')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} component="span">
            {request.description}
          </Text>
        </Field>
      )}
      <Field label={t('details.attachments')}>
        {request.attachments.length > 0 ? <Files files={request.attachments} testId="request-attachment" /> : t('details.noAttachments')}
      </Field>
      {has('start') && <StartWork request={request} />}
      {has('complete') && <CompleteRequestForm request={request} />}
      {done && <Completion request={request} />}
    </Stack>
  );
}

/** Everything about one request, its "start work" button and its completion form (`?request=<id>`). */
export function RequestDetailsModal({ id, row, onClose }: { id: string | null; row?: MaintenanceRequest; onClose: () => void }) {
  const { t } = useTranslation('maintenance');
  // The closing modal keeps its record while it animates out.
  const details = useRequestDetails(useLastDefined(id), row);
  return (
    <RecordModal opened={id !== null} details={details} fallbackTitle={t('details.title')} onClose={onClose}>
      {(request) => <Details request={request} />}
    </RecordModal>
  );
}
