import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { can } from '@contract/permissions';
import type { Client } from '@contract/clients';
import { confirmAction } from '../../../components/confirm';
import { notifySuccess } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/session';
import { useApproveLead, useArchiveLeads, useDeleteClient, useDeleteLeads } from '../api/clients';

/**
 * What the signed-in user may do with a client or lead right now, and the actions themselves
 * (each destructive one behind a confirmation). The row menu and the details page share it.
 */
export function useClientActions(client: Client) {
  const { t } = useTranslation('clients');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const manager = !!user && can(user.role, 'clients.manage');
  const approve = useApproveLead();
  const archive = useArchiveLeads();
  const removeClient = useDeleteClient();
  const removeLeads = useDeleteLeads();
  const name = client.company_name;
  const isLead = client.kind === 'lead';
  const status = client.lead_status;

  return {
    busy: approve.isPending || archive.isPending || removeClient.isPending || removeLeads.isPending,
    canApprove: isLead && manager && status === 'new',
    canConvert: isLead && (status === 'approved' || (manager && status === 'new')),
    canArchive: isLead && (status === 'new' || status === 'approved'),
    canDelete: manager,
    approve: () => approve.mutate(client.id, { onSuccess: () => notifySuccess(t('actions.approved', { name })) }),
    archive: () =>
      confirmAction({
        title: t('actions.archiveTitle', { name }),
        message: t('actions.archiveText'),
        confirmLabel: t('actions.archive'),
        onConfirm: () => archive.mutate([client.id], { onSuccess: () => notifySuccess(t('actions.archived', { name })) }),
      }),
    delete: (after?: () => void) =>
      confirmAction({
        title: t('actions.deleteTitle', { name }),
        message: t('actions.deleteText'),
        confirmLabel: t('actions.delete'),
        danger: true,
        testId: 'confirm-delete-client',
        onConfirm: () => {
          const done = () => {
            notifySuccess(t('actions.deleted', { name }));
            if (after) after();
            else void navigate('/app/clients');
          };
          if (isLead) removeLeads.mutate([client.id], { onSuccess: done });
          else removeClient.mutate(client.id, { onSuccess: done });
        },
      }),
  };
}
