import { useComputedColorScheme } from '@mantine/core';

/**
 * Badge text colours that keep WCAG AA contrast (4.5:1) on their own 10 % tint, in each
 * scheme: Mantine's light variants of blue, teal, orange… fall to 3.5–4.3:1 in light mode.
 */
const tones = {
  light: {
    neutral: '#495057',
    info: '#1864ab',
    done: '#5f3dc4',
    good: '#096a5f',
    bad: '#b02525',
    warn: '#a14000',
    caution: '#8a5a00',
  },
  dark: {
    neutral: '#dee2e6',
    info: '#74c0fc',
    done: '#b197fc',
    good: '#63e6be',
    bad: '#ffa8a8',
    warn: '#ffc078',
    caution: '#ffe066',
  },
} as const;

export type Tone = keyof (typeof tones)['light'];

export function useTone(): (tone: Tone) => string {
  const scheme = useComputedColorScheme('light');
  return (tone) => tones[scheme][tone];
}

export { ALARM } from './alarm';
