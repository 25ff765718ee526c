import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface StepActionsProps {
  backTo?: string;
  submitLabel?: string;
  loading?: boolean;
  disabled?: boolean;
}

/**
 * Back / Continue under every step. The arrows are mirrored by CSS in RTL so "back"
 * always points toward the start of the line.
 */
export function StepActions({ backTo, submitLabel, loading, disabled }: StepActionsProps) {
  const { t } = useTranslation('common');
  const flip = { className: 'mirror-in-rtl', 'aria-hidden': true } as const;
  return (
    <Group justify="space-between" mt="xl">
      {backTo ? (
        <Button component={Link} to={backTo} variant="default" leftSection={<IconArrowLeft size={16} {...flip} />}>
          {t('actions.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" loading={loading} disabled={disabled} rightSection={<IconArrowRight size={16} {...flip} />}>
        {submitLabel ?? t('actions.next')}
      </Button>
    </Group>
  );
}
