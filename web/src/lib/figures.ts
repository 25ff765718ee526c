import { useComputedColorScheme, type MantineColor } from '@mantine/core';
import { useFormatters } from './format';

/** Theme colors by visit status (0 Pending … 4 Rejected); Mantine resolves them per color scheme. */
export const statusColors: MantineColor[] = ['gray.5', 'orange.6', 'blue.6', 'teal.6', 'red.6'];

/** Numbers, money in the company's currency, and shares, in the reader's language. */
export function useFigures(currency = 'SAR') {
  const fmt = useFormatters();
  const money = new Intl.NumberFormat(fmt.locale, { style: 'currency', currency, maximumFractionDigits: 0 });
  const pct = new Intl.NumberFormat(fmt.locale, { style: 'percent', maximumFractionDigits: 1 });
  return { ...fmt, money: (n: number) => money.format(n), pct: (n: number) => pct.format(n) };
}

/** Red for words that warn, dark enough on white and light enough on the dark theme (WCAG AA). */
export function useWarnColor(): MantineColor {
  return useComputedColorScheme('light') === 'dark' ? 'red.4' : 'red.9';
}
