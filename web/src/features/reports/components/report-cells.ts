import type { TFunction } from 'i18next';
import type { ColumnKind } from '@contract/reports';

type Formatters = { number: (n: number) => string; locale: 'en' | 'ar' };

/** `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM` are the company's wall time: shown as written, never shifted. */
function wallTime(value: string, locale: string, withTime: boolean): string {
  const d = new Date(`${value.length === 10 ? `${value}T00:00` : value}:00Z`);
  if (Number.isNaN(d.getTime())) return value;
  const opts: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, withTime ? { ...opts, hour: 'numeric', minute: '2-digit' } : opts).format(d);
}

/** One cell as the page shows it, by its column's kind, in the current language. */
export function cellText(t: TFunction<'reports'>, f: Formatters, kind: ColumnKind, value: string | number | boolean | null): string {
  if (value === null || value === '') return '—';
  switch (kind) {
    case 'number':
      return f.number(Number(value));
    case 'money':
      return new Intl.NumberFormat(f.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(value));
    case 'date':
      return wallTime(String(value), f.locale, false);
    case 'datetime':
      return wallTime(String(value), f.locale, true);
    case 'boolean':
      return t(value ? 'values.yes' : 'values.no');
    case 'visit_type':
      return t(`values.visitType.${Number(value)}` as 'values.visitType.0');
    case 'visit_status':
      return t(`values.visitStatus.${Number(value)}` as 'values.visitStatus.0');
    case 'task_type':
      return t(`values.taskType.${Number(value)}` as 'values.taskType.0');
    case 'task_status':
      return t(`values.taskStatus.${Number(value)}` as 'values.taskStatus.0');
    case 'client_kind':
      return t(`values.kind.${String(value)}` as 'values.kind.lead');
    case 'customer_type':
      return t(`values.customerType.${String(value)}` as 'values.customerType.Commercial');
    default:
      return String(value);
  }
}
