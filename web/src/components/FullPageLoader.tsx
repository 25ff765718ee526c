import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown while a lazy route loads or the guard verifies the session. */
export function FullPageLoader({ label }: { label?: string }) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        {label && <Text c="dimmed">{label}</Text>}
      </Stack>
    </Center>
  );
}
