import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconDownload, IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SheetFormat } from '@contract/client-transfer';
import type { ClientKind } from '@contract/clients';
import { ImportModal } from './ImportModal';

/**
 * The list's import (managers) and export buttons. An export of the list as filtered now is
 * started here and written in the background; ClientExportStatus shows how it goes.
 */
export function TransferActions({
  kind,
  canImport,
  onExport,
  starting,
}: {
  kind: ClientKind;
  canImport: boolean;
  onExport: (format: SheetFormat) => void;
  starting: boolean;
}) {
  const { t } = useTranslation('clients');
  const [importing, setImporting] = useState(false);

  return (
    <>
      {canImport && (
        <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setImporting(true)}>
          {t('transfer.import')}
        </Button>
      )}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={starting}
            aria-label={t('transfer.exportMenuLabel')}
            data-testid="export-menu"
          >
            {t('transfer.export')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => onExport('csv')} data-testid="client-export-csv">
            {t('transfer.exportCsv')}
          </Menu.Item>
          <Menu.Item onClick={() => onExport('xlsx')} data-testid="client-export-xlsx">
            {t('transfer.exportXlsx')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ImportModal opened={importing} onClose={() => setImporting(false)} kind={kind} />
    </>
  );
}
