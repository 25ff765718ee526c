import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Client } from '@contract/clients';
import { confirmAction } from '../../../components/confirm';
import { notifyUndoable } from '../../../components/notify-undo';
import { notifySuccess } from '../../../lib/notify';
import { useApproveLead, useArchiveLeads, useDeleteClient, useDeleteLeads, useRestoreLeads } from '../api/clients';

/**
 * What the signed-in user may do with a client or lead right now (the server's `actions`:
 * server/src/modules/clients/client-actions.ts holds the rules), and the actions themselves
 * (each destructive one behind a confirmation). The row menu and the details page share it.
 */
export function useClientActions(client: Client) {
  const { t } = useTranslation('clients');
  const navigate = useNavigate();
  const approve = useApproveLead();
  const archive = useArchiveLeads();
  const restore = useRestoreLeads();
  const removeClient = useDeleteClient();
  const removeLeads = useDeleteLeads();
  const name = client.company_name;
  const isLead = client.kind === 'lead';
  const has = (action: Client['actions'][number]) => client.actions.includes(action);
  const restoreIt = () => restore.mutate([client.id], { onSuccess: () => notifySuccess(t('actions.restored', { name })) });

  return {
    busy: approve.isPending || archive.isPending || restore.isPending || removeClient.isPending || removeLeads.isPending,
    canApprove: has('approve'),
    canConvert: has('convert'),
    canArchive: has('archive'),
    canRestore: has('restore'),
    canDelete: has('delete'),
    approve: () => approve.mutate(client.id, { onSuccess: () => notifySuccess(t('actions.approved', { name })) }),
    archive: () =>
      confirmAction({
        title: t('actions.archiveTitle', { name }),
        message: t('actions.archiveText'),
        confirmLabel: t('actions.archive'),
        onConfirm: () =>
          archive.mutate([client.id], {
            onSuccess: () => notifyUndoable(t('actions.archived', { name }), t('actions.undo'), () => restoreIt()),
          }),
      }),
    restore: () => restoreIt(),
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
