import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ClientExportProgress } from '../../../components/ListExports';
import type { useClientExport } from './use-client-export';

/** The list export's state under the toolbar: why it was refused, its progress, its download. */
export function ClientExportStatus({ exporting }: { exporting: ReturnType<typeof useClientExport> }) {
  const { t } = useTranslation('clients');
  return (
    <>
      {exporting.refused && (
        <Alert
          color="red"
          mb="sm"
          withCloseButton
          onClose={exporting.clearRefusal}
          closeButtonLabel={t('transfer.dismiss')}
          data-testid="client-export-refused"
        >
          {exporting.refused}
        </Alert>
      )}
      {exporting.id && <ClientExportProgress key={exporting.id} id={exporting.id} onDismiss={exporting.dismiss} />}
    </>
  );
}
