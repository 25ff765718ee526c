import type { ColumnKind } from './reports';

/*
 * A report's cells as people read them, in English or Arabic: the page (web), and the PDF
 * and spreadsheet exports (server) write them through here, with the `reports` catalog.
 */

/** A key of the `reports` catalog (`values.yes`, `values.visitType.0`…) to its text. */
export type Translate = (key: string) => string;
/** `city` names a stored city key in the locale's language (the gazetteer); without it the key shows. */
type Formatters = { number: (n: number) => string; locale: 'en' | 'ar'; city?: (key: string) => string };
export type Cell = string | number | boolean | null;

/** The catalog key of an enumerated cell's label, or null for a kind shown as it is. */
function labelKey(kind: ColumnKind, value: Exclude<Cell, null>): string | null {
  switch (kind) {
    case 'boolean':
      return value ? 'values.yes' : 'values.no';
    case 'visit_type':
      return `values.visitType.${Number(value)}`;
    case 'visit_status':
      return `values.visitStatus.${Number(value)}`;
    case 'task_type':
      return `values.taskType.${Number(value)}`;
    case 'task_status':
      return `values.taskStatus.${Number(value)}`;
    case 'client_kind':
      return `values.kind.${String(value)}`;
    case 'customer_type':
      return `values.customerType.${String(value)}`;
    default:
      return null;
  }
}

/** `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM` are the company's wall time: shown as written, never shifted. */
function wallTime(value: string, locale: string, withTime: boolean): string {
  const d = new Date(`${value.length === 10 ? `${value}T00:00` : value}:00Z`);
  if (Number.isNaN(d.getTime())) return value;
  const opts: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, withTime ? { ...opts, hour: 'numeric', minute: '2-digit' } : opts).format(d);
}

/** One cell as the page and the PDF show it, by its column's kind, in the given language. */
export function cellText(t: Translate, f: Formatters, kind: ColumnKind, value: Cell): string {
  if (value === null || value === '') return '—';
  const label = labelKey(kind, value);
  if (label) return t(label);
  switch (kind) {
    case 'number':
      return f.number(Number(value));
    case 'money':
      return new Intl.NumberFormat(f.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(value));
    case 'date':
      return wallTime(String(value), f.locale, false);
    case 'datetime':
      return wallTime(String(value), f.locale, true);
    case 'city':
      return f.city ? f.city(String(value)) : String(value);
    default:
      return String(value);
  }
}

/**
 * One cell as a spreadsheet holds it: numbers stay numbers (they sum in Excel), days and times
 * stay sortable (`2026-11-03`, `2026-11-03 09:30`), labels are translated.
 */
export function sheetCell(t: Translate, kind: ColumnKind, value: Cell, city?: (key: string) => string): string | number | null {
  if (value === null || value === '') return null;
  const label = labelKey(kind, value);
  if (label) return t(label);
  if (kind === 'number' || kind === 'money') return Number(value);
  if (kind === 'datetime') return String(value).replace('T', ' ');
  if (kind === 'city' && city) return city(String(value));
  return typeof value === 'boolean' ? String(value) : value;
}
