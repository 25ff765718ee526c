import { cellText, sheetCell, type Cell } from '@contract/report-cells';
import { REPORT_TYPE, type ReportColumn, type ReportFilters } from '@contract/reports';
// The web's own catalog: the export's headings and labels are the page's, word for word.
import ar from '../../../../web/src/locales/ar/reports.json';
import en from '../../../../web/src/locales/en/reports.json';

export type Language = 'en' | 'ar';
const catalogs: Record<Language, unknown> = { en, ar };

/** A `reports` catalog key (`columns.rep`, `export.page`…) in `lang`, with `{{name}}` filled in. */
export function translator(lang: Language) {
  return (key: string, vars: Record<string, string | number> = {}): string => {
    let node: unknown = catalogs[lang];
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    const template = typeof node === 'string' ? node : key;
    return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
  };
}

export interface ExportContext {
  lang: Language;
  companyName: string;
  timeZone: string;
  /** Who asked for it (printed with the time). */
  requestedBy: string;
  /** The names of the reps the filters name (empty: all reps). */
  repNames: string[];
  filters: ReportFilters;
  generatedAt: Date;
}

/** The report's own filters, each as "label: value" (dates and reps are printed apart). */
function ownFilters(t: ReturnType<typeof translator>, f: ReportFilters): string[] {
  const statusKind = f.report_type === REPORT_TYPE.task ? 'task_status' : 'visit_status';
  const shown: [string, ReportColumn['kind'], Cell | undefined][] = [
    ['filters.visitType', 'visit_type', f.visit_type],
    ['filters.status', statusKind, f.status],
    ['filters.isFalse', 'boolean', f.is_false],
    ['filters.taskType', 'task_type', f.task_type],
    ['filters.kind', 'client_kind', f.kind],
    ['filters.city', 'text', f.city],
    ['filters.customerType', 'customer_type', f.customer_type],
  ];
  return shown.filter(([, , v]) => v !== undefined).map(([label, kind, v]) => `${t(label)}: ${sheetCell(t, kind, v ?? null) ?? ''}`);
}

/** What heads every export: title, company, filters, and when and by whom it was made. */
export function preamble(c: ExportContext): { title: string; lines: string[] } {
  const t = translator(c.lang);
  const generated = new Intl.DateTimeFormat(c.lang === 'ar' ? 'ar-u-nu-latn' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: c.timeZone,
  }).format(c.generatedAt);
  const reps = c.repNames.length ? c.repNames.join(c.lang === 'ar' ? '، ' : ', ') : t('filters.allReps');
  return {
    title: t(`types.${c.filters.report_type}`),
    lines: [
      `${t('export.company')}: ${c.companyName}`,
      `${t('export.dates')}: ${c.filters.from} – ${c.filters.to}`,
      `${t('filters.reps')}: ${reps}`,
      ...ownFilters(t, c.filters),
      `${t('export.generated')}: ${generated} · ${t('export.by')}: ${c.requestedBy}`,
    ],
  };
}

/** The column headings in the export's language. */
export const headingsOf = (lang: Language, columns: ReportColumn[]) => columns.map((c) => translator(lang)(`columns.${c.key}`));

/** How cells are written in `lang`: as the PDF prints them (the page's wording) and as a spreadsheet holds them. */
export function cellWriters(lang: Language) {
  const t = translator(lang);
  const number = new Intl.NumberFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en');
  const formatters = { locale: lang, number: (n: number) => number.format(n) };
  return {
    printed: (kind: ReportColumn['kind'], value: Cell) => cellText(t, formatters, kind, value),
    sheet: (kind: ReportColumn['kind'], value: Cell) => sheetCell(t, kind, value),
  };
}

const FILE_STEMS: Record<number, string> = {
  [REPORT_TYPE.employee]: 'employee-report',
  [REPORT_TYPE.visit]: 'visit-report',
  [REPORT_TYPE.task]: 'task-report',
  [REPORT_TYPE.client]: 'client-report',
};

/** `visit-report-2026-11-01-to-2026-11-30.xlsx`: plain ASCII, so every system keeps it as it is. */
export const exportFileName = (f: ReportFilters, format: string) =>
  `${FILE_STEMS[f.report_type] ?? 'report'}-${f.from}-to-${f.to}.${format}`;
