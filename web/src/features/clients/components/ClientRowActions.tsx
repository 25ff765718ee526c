import { useState } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconCheck, IconDots, IconEdit, IconTransform, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Client } from '@contract/clients';
import { ConvertModal } from './ConvertModal';
import { LeadModal } from './LeadModal';
import { useClientActions } from './use-client-actions';

/** The row menu of the clients and leads tables. */
export function ClientRowActions({ client }: { client: Client }) {
  const { t } = useTranslation('clients');
  const actions = useClientActions(client);
  const [open, setOpen] = useState<'edit' | 'convert' | null>(null);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('actions.for', { name: client.company_name })} loading={actions.busy}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setOpen('edit')}>
            {t('actions.edit')}
          </Menu.Item>
          {actions.canApprove && (
            <Menu.Item leftSection={<IconCheck size={16} aria-hidden />} onClick={actions.approve}>
              {t('actions.approve')}
            </Menu.Item>
          )}
          {actions.canConvert && (
            <Menu.Item leftSection={<IconTransform size={16} aria-hidden />} onClick={() => setOpen('convert')}>
              {t('actions.convert')}
            </Menu.Item>
          )}
          {actions.canArchive && (
            <Menu.Item leftSection={<IconArchive size={16} aria-hidden />} onClick={actions.archive}>
              {t('actions.archive')}
            </Menu.Item>
          )}
          {actions.canRestore && (
            <Menu.Item leftSection={<IconArchiveOff size={16} aria-hidden />} onClick={actions.restore}>
              {t('actions.restore')}
            </Menu.Item>
          )}
          {actions.canDelete && (
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => actions.delete(() => undefined)}>
              {t('actions.delete')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <LeadModal opened={open === 'edit'} onClose={() => setOpen(null)} kind={client.kind} client={client} />
      <ConvertModal opened={open === 'convert'} onClose={() => setOpen(null)} lead={client} />
    </>
  );
}
