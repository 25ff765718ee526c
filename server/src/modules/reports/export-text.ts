import { gazetteer } from '@contract/gazetteer-data';
import { currencyOf } from '@contract/currency';
import { cellText, sheetCell, type Cell } from '@contract/report-cells';
import { REPORT_TYPE, type ReportColumn, type ReportFilters } from '@contract/reports';
// The web's own catalog: the export's headings and labels are the page's, word for word.
import ar from '../../../../web/src/locales/ar/reports.json';
import en from '../../../../web/src/locales/en/reports.json';
import type { AboutSheet } from '../../lib/sheet-writer';

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
  /** The company's country: a report's city (a stored key) is named as one of its places first. */
  country: string;
  /** Who asked for it (printed with the time). */
  requestedBy: string;
  /** The names of the reps the filters name (empty: all reps). */
  repNames: string[];
  filters: ReportFilters;
  generatedAt: Date;
}

/** The report's own filters, each as [label, value] (dates and reps are printed apart). */
function ownFilters(t: ReturnType<typeof translator>, f: ReportFilters, city: (key: string) => string): [string, string][] {
  const statusKind = f.report_type === REPORT_TYPE.task ? 'task_status' : 'visit_status';
  const shown: [string, ReportColumn['kind'], Cell | undefined][] = [
    ['filters.visitType', 'visit_type', f.visit_type],
    ['filters.status', statusKind, f.status],
    ['filters.isFalse', 'boolean', f.is_false],
    ['filters.taskType', 'task_type', f.task_type],
    ['filters.kind', 'client_kind', f.kind],
    ['filters.city', 'city', f.city],
    ['filters.customerType', 'customer_type', f.customer_type],
  ];
  return shown
    .filter(([, , v]) => v !== undefined)
    .map(([label, kind, v]) => [t(label), String(sheetCell(t, kind, v ?? null, city) ?? '')]);
}

/** The company, the reps and the report's own filters, each as [label, value]: the PDF's heading lines, the XLSX's About sheet. */
function facts(c: ExportContext): [string, string][] {
  const t = translator(c.lang);
  const reps = c.repNames.length ? c.repNames.join(c.lang === 'ar' ? '، ' : ', ') : t('filters.allReps');
  return [[t('export.company'), c.companyName], [t('filters.reps'), reps], ...ownFilters(t, c.filters, cityNamer(c.lang, c.country))];
}

/** What heads every export: title, company, filters, and when and by whom it was made. */
export function preamble(c: ExportContext): { title: string; lines: string[] } {
  const t = translator(c.lang);
  const generated = new Intl.DateTimeFormat(c.lang === 'ar' ? 'ar-u-nu-latn' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: c.timeZone,
  }).format(c.generatedAt);
  const [company, ...rest] = facts(c).map(([label, value]) => `${label}: ${value}`);
  return {
    title: t(`types.${c.filters.report_type}`),
    lines: [
      company ?? '',
      `${t('export.dates')}: ${c.filters.from} – ${c.filters.to}`,
      ...rest,
      `${t('export.generated')}: ${generated} · ${t('export.by')}: ${c.requestedBy}`,
    ],
  };
}

/** The XLSX's second sheet's name: no page shows it, so it is not in the web's catalog. */
const ABOUT_SHEET: Record<Language, string> = { en: 'About', ar: 'حول التقرير' };

/**
 * What the PDF prints above its table, as an XLSX's About sheet holds it: a fact a row, the
 * dates and the time it was made as Excel dates (company time), the rows as a count.
 */
export function aboutOf(c: ExportContext, rows: number): AboutSheet {
  const t = translator(c.lang);
  const title = t(`types.${c.filters.report_type}`);
  const [company, ...rest] = facts(c);
  const day = (d: string) => ({ value: wallDate(d), numFmt: DATE_FORMAT });
  return {
    sheetName: ABOUT_SHEET[c.lang],
    title,
    rows: [
      ...(company ? [{ label: company[0], value: company[1] }] : []),
      { label: t('filters.from'), ...day(c.filters.from) },
      { label: t('filters.to'), ...day(c.filters.to) },
      ...rest.map(([label, value]) => ({ label, value })),
      { label: t('export.rowsCount'), value: rows, numFmt: COUNT_FORMAT },
      { label: t('export.generated'), value: wallClock(c.generatedAt, c.timeZone), numFmt: DATETIME_FORMAT },
      { label: t('export.by'), value: c.requestedBy },
    ],
    properties: { title, subject: c.companyName, creator: c.requestedBy, description: rest.map((f) => f.join(': ')).join('\n') },
  };
}

/** Excel's formats for the report's kinds of cells: days and times as the CSV writes them, counts grouped. */
export const DATE_FORMAT = 'yyyy-mm-dd';
export const DATETIME_FORMAT = 'yyyy-mm-dd hh:mm';
export const COUNT_FORMAT = '#,##0';
/** Money in the company's currency, two decimals (also for the three-decimal dinars: contract/currency.ts). */
export const moneyFormat = (country: string) => `#,##0.00 "${currencyOf(country)}"`;

/**
 * A report's `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM` (the company's wall time, already in its zone)
 * as an Excel date: a spreadsheet date has no zone, and exceljs writes a Date's UTC fields.
 */
export function wallDate(value: string): Date | string {
  const d = new Date(`${value.length === 10 ? `${value}T00:00` : value}:00Z`);
  return Number.isNaN(d.getTime()) ? value : d;
}

/** An instant as the company's clock shows it, as a Date whose UTC fields are that wall time. */
function wallClock(at: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return new Date(Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute')));
}

/** The column headings in the export's language. */
export const headingsOf = (lang: Language, columns: ReportColumn[]) => columns.map((c) => translator(lang)(`columns.${c.key}`));

/** How cells are written in `lang`: as the PDF prints them (the page's wording) and as a spreadsheet holds them. */
export function cellWriters(lang: Language, country: string) {
  const t = translator(lang);
  const number = new Intl.NumberFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en');
  const city = cityNamer(lang, country);
  const formatters = { locale: lang, number: (n: number) => number.format(n), city };
  return {
    printed: (kind: ReportColumn['kind'], value: Cell) => cellText(t, formatters, kind, value),
    sheet: (kind: ReportColumn['kind'], value: Cell) => sheetCell(t, kind, value, city),
    /** As an XLSX holds it: the sheet's value, with days and times as Excel dates. */
    typed: (kind: ReportColumn['kind'], value: Cell): ReturnType<typeof sheetCell> | Date =>
      (kind === 'date' || kind === 'datetime') && typeof value === 'string' && value !== ''
        ? wallDate(value)
        : sheetCell(t, kind, value, city),
  };
}

/** A stored city in the export's language ("العنوان: الرياض", not "Riyadh"; ADR 0044). */
const cityNamer = (lang: Language, country: string) => (key: string) => gazetteer.placeNameAnywhere(key, lang, country);

const FILE_STEMS: Record<number, string> = {
  [REPORT_TYPE.employee]: 'employee-report',
  [REPORT_TYPE.visit]: 'visit-report',
  [REPORT_TYPE.task]: 'task-report',
  [REPORT_TYPE.client]: 'client-report',
};

/** `visit-report-2026-11-01-to-2026-11-30.xlsx`: plain ASCII, so every system keeps it as it is. */
export const exportFileName = (f: ReportFilters, format: string) =>
  `${FILE_STEMS[f.report_type] ?? 'report'}-${f.from}-to-${f.to}.${format}`;
