/**
 * CSV as every file of ours is written (exports on the server, the import template in the
 * browser): UTF-8 with a byte-order mark, so Excel reads Arabic; CRLF; quoted where needed.
 */
export type CsvCell = string | number | null;

/**
 * A cell that a spreadsheet would run as a formula ("=HYPERLINK(…)", "@SUM(…)", "+cmd…")
 * gets a leading apostrophe, which shows it as text (OWASP "CSV injection"). Numbers such as
 * "+966 55…" or "-12.5" stay as they are.
 */
export function defuse(value: string): string {
  return /^[=@\t\r]/.test(value) || /^[+-](?![\d\s().]*$)/.test(value) ? `'${value}` : value;
}

/** What an import reads back from a defused cell. */
export const undefuse = (value: string) => (/^'[=@+\-\t\r]/.test(value) ? value.slice(1) : value);

const csvField = (value: CsvCell) => {
  if (value === null) return '';
  const s = typeof value === 'number' ? String(value) : defuse(value);
  return /[",\r\n;]|^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The byte-order mark a file starts with, so Excel reads its Arabic as UTF-8. */
export const CSV_BOM = '\uFEFF';
/** One record and its line end (a file written a batch at a time is these, after the mark). */
export const csvLine = (row: CsvCell[]): string => `${row.map(csvField).join(',')}\r\n`;

export const toCsv = (rows: CsvCell[][]): string => CSV_BOM + rows.map(csvLine).join('');
