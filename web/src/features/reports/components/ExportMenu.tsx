import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { exportFormats, type ExportFormat } from '@contract/reports';

/** The report's "Export" button: CSV, Excel or PDF of the report as filtered now. */
export function ExportMenu({ onExport, busy }: { onExport: (format: ExportFormat) => void; busy: boolean }) {
  const { t } = useTranslation('reports');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={busy}
          aria-label={t('export.menuLabel')}
          data-testid="report-export-menu"
        >
          {t('export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {exportFormats.map((format) => (
          <Menu.Item key={format} onClick={() => onExport(format)} data-testid={`report-export-${format}`}>
            {t(`export.formats.${format}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
