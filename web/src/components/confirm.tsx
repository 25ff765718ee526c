import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18n from '../lib/i18n';

interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel: string;
  /** Destructive actions get a red button. */
  danger?: boolean;
  testId?: string;
  onConfirm: () => void;
}

/** The one confirmation before an action that changes or removes something (keyboard: Enter/Escape). */
export function confirmAction({ title, message, confirmLabel, danger = false, testId, onConfirm }: ConfirmOptions): void {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: confirmLabel, cancel: i18n.t('common:actions.cancel') },
    // Red 9: white on it reads at 5.5:1 (the default filled red, 3.8:1, is below WCAG AA).
    confirmProps: { color: danger ? 'red.9' : 'brand', ...(testId ? { 'data-testid': testId } : {}) },
    onConfirm,
  });
}
