import { useMemo } from 'react';
import { useComputedColorScheme } from '@mantine/core';
import { useTone } from '../../../lib/tones';

/**
 * The map's colours in both schemes: stops still to do in the info tone, done visits in the
 * good tone (the list's badges use the same), the selected rep's route stronger than the rest.
 */
export function useTeamColors() {
  const tone = useTone();
  const dark = useComputedColorScheme('light') === 'dark';
  const text = tone('neutral');
  return useMemo(
    () => ({
      toDo: dark ? '#1c7ed6' : '#1864ab',
      done: dark ? '#0ca678' : '#096a5f',
      checkIn: dark ? '#66d9e8' : '#0b7285',
      route: dark ? '#4dabf7' : '#1864ab',
      otherRoute: dark ? '#868e96' : '#868e96',
      text,
    }),
    [dark, text],
  );
}
