import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** A done change that can be taken back at once: its message with an "Undo" button, for a few seconds. */
export function notifyUndoable(message: string, undoLabel: string, onUndo: () => void): void {
  const id = `undo-${crypto.randomUUID()}`;
  notifications.show({
    id,
    color: 'brand',
    withBorder: true,
    autoClose: 8_000,
    message: (
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <span>{message}</span>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            onUndo();
          }}
          data-testid="notify-undo"
        >
          {undoLabel}
        </Button>
      </Group>
    ),
  });
}
