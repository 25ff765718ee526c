import { Skeleton, Stack } from '@mantine/core';

/** A details page while its record loads: a heading and two cards. */
export function DetailsSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true">
      <Skeleton h={40} w="40%" />
      <Skeleton h={220} radius="lg" />
      <Skeleton h={120} radius="lg" />
    </Stack>
  );
}
