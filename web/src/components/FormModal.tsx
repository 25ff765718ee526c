import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useOpenKey } from '../lib/use-open-key';
import { usePhone } from '../lib/use-phone';

/**
 * A modal around a form. Spec: "closing a create modal clears its values": the form is keyed
 * by the opening, so each opening starts fresh while the closing animation shows the old one.
 * On a phone the form takes the whole screen: no strip of the page behind it, and the width
 * for its fields.
 */
export function FormModal({
  opened,
  onClose,
  title,
  children,
  size,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Mantine modal size; long forms use 'lg'. */
  size?: string;
}) {
  const key = useOpenKey(opened);
  const phone = usePhone();
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} fullScreen={phone}>
      <div key={key}>{children}</div>
    </Modal>
  );
}
