import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen is phone-sized: narrower than Mantine's `sm` breakpoint (48em), where
 * `hiddenFrom="sm"` parts (the bottom navigation) show. Lists become cards and filters fold there.
 */
export const usePhone = (): boolean => useMediaQuery('(max-width: 47.99em)') ?? false;
