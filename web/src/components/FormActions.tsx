import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The end of every modal form: Cancel, then the submit button (which shows progress). */
export function FormActions({ onCancel, submitLabel, loading }: { onCancel: () => void; submitLabel: string; loading: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}
