import type ExcelJS from 'exceljs';

/* An XLSX cell's value as the text an import reads: what the person sees, not how JavaScript prints it. */

/**
 * A date cell as people type one: `2026-11-01`, or `2026-11-01 09:30` when it has a time
 * (exceljs gives the cell's wall time as a Date's UTC fields), never JavaScript's
 * `Sun Nov 01 2026 09:30:00 GMT…`.
 */
export function dateText(d: Date): string {
  if (Number.isNaN(d.getTime())) return '';
  const [day, time] = d.toISOString().slice(0, 19).split('T') as [string, string];
  if (time === '00:00:00') return day;
  return `${day} ${time.endsWith(':00') ? time.slice(0, 5) : time}`;
}

/**
 * A number as its plain digits: 966501234567 (a phone Excel kept as a number), never
 * `9.66501234567e+11` or `966501234567.0`; a fraction with no exponent either.
 */
export function numberText(n: number): string {
  if (!Number.isFinite(n)) return '';
  if (Number.isInteger(n)) return BigInt(n).toString();
  const plain = String(n);
  return /e/i.test(plain) ? n.toFixed(20).replace(/\.?0+$/, '') : plain;
}

export function cellText(cell: ExcelJS.Cell): string {
  const raw = cell.value;
  // A formula's cell holds what it last came to.
  const v = raw !== null && typeof raw === 'object' && 'result' in raw ? (raw.result as unknown) : raw;
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return numberText(v);
  if (v instanceof Date) return dateText(v);
  try {
    return cell.text ?? '';
  } catch {
    return '';
  }
}
