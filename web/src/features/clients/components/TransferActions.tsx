import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconDownload, IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SheetFormat } from '@contract/client-transfer';
import type { ClientKind } from '@contract/clients';
import { notifyError } from '../../../lib/notify';
import { downloadExport, type ExportFilters } from '../api/transfer';
import { ImportModal } from './ImportModal';

/** The list's import (managers) and export (the list as filtered now) buttons. */
export function TransferActions({ kind, filters, canImport }: { kind: ClientKind; filters: ExportFilters; canImport: boolean }) {
  const { t, i18n } = useTranslation('clients');
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);

  const exportAs = async (format: SheetFormat) => {
    setExporting(true);
    try {
      await downloadExport(kind, filters, format, i18n.resolvedLanguage === 'ar' ? 'ar' : 'en');
    } catch (err) {
      notifyError(err, t('transfer.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      {canImport && (
        <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setImporting(true)}>
          {t('transfer.import')}
        </Button>
      )}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={exporting} data-testid="export-menu">
            {t('transfer.export')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void exportAs('csv')}>{t('transfer.exportCsv')}</Menu.Item>
          <Menu.Item onClick={() => void exportAs('xlsx')}>{t('transfer.exportXlsx')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ImportModal opened={importing} onClose={() => setImporting(false)} kind={kind} />
    </>
  );
}
