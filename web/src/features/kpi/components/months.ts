/** `YYYY-MM` of the current month and of the months around it, for the month picker. */
export function monthOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return monthOf(new Date(y, m - 1 + by, 1));
}

/** The last twelve months and the next one, newest first. */
export function monthChoices(current: string): string[] {
  return Array.from({ length: 13 }, (_, i) => shiftMonth(current, 1 - i));
}

/** "November 2026" / "نوفمبر ٢٠٢٦". */
export function monthLabel(month: string, locale: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(new Date(y, m - 1, 15));
}
