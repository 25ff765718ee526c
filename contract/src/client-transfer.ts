import { z } from 'zod';
import { clientKinds, clientListQuerySchema, clientTitles, customerTargets, customerTypes, duplicateMatches } from './clients';
import { endpoint, idParamsSchema } from './endpoint';
import { exportProgressSchema } from './reports';

/**
 * Importing and exporting clients as CSV or XLSX. One column list serves both ways: an
 * export is a valid import file, in either language's headers.
 */
export const IMPORT_MAX_ROWS = 50_000;
/** 50,000 rows of CSV are about 10 MB; XLSX is smaller. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** A preview lists this many problems and duplicates; the counts are always complete. */
export const IMPORT_PREVIEW_LIMIT = 200;

export const sheetFormats = ['csv', 'xlsx'] as const;
export type SheetFormat = (typeof sheetFormats)[number];
export const duplicateModes = ['skip', 'update'] as const;
export type DuplicateMode = (typeof duplicateModes)[number];

/** The columns of an import or export file, with their header in each language. */
export const clientColumns = [
  { field: 'title', en: 'Title', ar: 'اللقب', required: true },
  { field: 'contact_name', en: 'Contact name', ar: 'اسم جهة الاتصال', required: true },
  { field: 'company_name', en: 'Company name', ar: 'اسم الشركة', required: true },
  { field: 'customer_type', en: 'Customer type', ar: 'نوع العميل', required: true },
  { field: 'customer_target', en: 'Customer target', ar: 'فئة العميل', required: true },
  { field: 'phone', en: 'Phone', ar: 'الهاتف', required: true },
  { field: 'email', en: 'Email', ar: 'البريد الإلكتروني', required: false },
  { field: 'country', en: 'Country', ar: 'الدولة', required: true },
  { field: 'city', en: 'City', ar: 'المدينة', required: true },
  { field: 'address', en: 'Address', ar: 'العنوان', required: false },
  { field: 'latitude', en: 'Latitude', ar: 'خط العرض', required: false },
  { field: 'longitude', en: 'Longitude', ar: 'خط الطول', required: false },
  { field: 'cr_number', en: 'CR number', ar: 'رقم السجل التجاري', required: false },
  { field: 'vat_number', en: 'VAT number', ar: 'الرقم الضريبي', required: false },
  { field: 'national_address', en: 'National address', ar: 'العنوان الوطني', required: false },
  /** The agencies' names (English or Arabic), one after another with "; " between them. */
  { field: 'agencies', en: 'Agencies', ar: 'الوكالات', required: false },
  { field: 'notes', en: 'Notes', ar: 'ملاحظات', required: false },
  /** The rep's e-mail: managers assign while importing. Empty: nobody. */
  { field: 'assigned_to', en: 'Assigned rep email', ar: 'بريد المندوب', required: false },
] as const;
export type ClientColumn = (typeof clientColumns)[number]['field'];

/** The columns that take one of a fixed set of values (any case), for telling people which. */
export const columnChoices: Partial<Record<ClientColumn, readonly string[]>> = {
  title: clientTitles,
  customer_type: customerTypes,
  customer_target: customerTargets,
};

/** Why a cell was refused, for the web to say in either language (`message` is the English). */
export const importProblemReasons = [
  'required',
  'too_short',
  'too_long',
  'choice',
  'invalid',
  'characters',
  'unknown_rep',
  'unknown_city',
  'unknown_agency',
  'coordinates_pair',
] as const;

export const importProblemSchema = z.object({
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: z.number().int(),
  column: z.string(),
  reason: z.enum(importProblemReasons),
  /** The length limit of too_short and too_long. */
  limit: z.number().int().nullable(),
  message: z.string(),
  /** The cell as typed, where the web's message quotes it (unknown_city, unknown_agency). */
  value: z.string().optional(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importDuplicateSchema = z.object({
  row: z.number().int(),
  matched_on: z.array(z.enum(duplicateMatches)),
  /** The record already in the company, or null when the match is an earlier row of the file. */
  existing: z.object({ id: z.uuid(), contact_name: z.string(), company_name: z.string() }).nullable(),
  /** The earlier row of the same file it repeats (always skipped). */
  first_row: z.number().int().nullable(),
});
export type ImportDuplicate = z.infer<typeof importDuplicateSchema>;

export const importPreviewSchema = z.object({
  total_rows: z.number().int(),
  /** Valid rows that match nothing: imported whichever way duplicates are handled. */
  new_rows: z.number().int(),
  invalid_rows: z.number().int(),
  company_duplicates: z.number().int(),
  file_duplicates: z.number().int(),
  /** The first IMPORT_PREVIEW_LIMIT problems and duplicates; all of them are in the problem file. */
  problems: z.array(importProblemSchema),
  duplicates: z.array(importDuplicateSchema),
  /** How many problems and duplicates there are in all (listed or not). */
  problems_total: z.number().int(),
  duplicates_total: z.number().int(),
  /** Headers the file has that no column matches (ignored). */
  ignored_columns: z.array(z.string()),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  skipped_duplicates: z.number().int(),
  skipped_invalid: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

const importQuery = z.object({ kind: z.enum(clientKinds).default('client') });

/** Agencies in one cell: "; " between names (a name may hold a comma); the Arabic semicolon is read too. */
export const AGENCY_SEPARATOR = '; ';
export const splitAgencies = (cell: string): string[] =>
  cell
    .split(/[;؛\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * `POST client/import/problems`: the same upload as the preview, answered with a file of every
 * row left out (problems, and duplicates in the file or the company): the rows as uploaded,
 * after their sheet row number and why, in `lang`. The uploaded file's format unless `format`.
 */
export const importProblemsQuerySchema = importQuery.extend({
  format: z.enum(sheetFormats, { message: 'Choose CSV or Excel' }).optional(),
  lang: z.enum(['en', 'ar'], { message: 'Choose English or Arabic' }).default('en'),
  /**
   * `all`: every row the preview lists (problems and duplicates); `left_out`: the rows an import
   * leaves out whichever way it treats the company's duplicates (problems, repeats within the
   * file), which are also what an import just made leaves out when the file is sent again.
   */
  rows: z.enum(['all', 'left_out']).default('all'),
});
export type ImportProblemsQuery = z.infer<typeof importProblemsQuerySchema>;

/** The list's own filters and search, so an export is exactly what the list shows. */
export const clientExportFiltersSchema = clientListQuerySchema.omit({ page: true, page_size: true }).extend({
  kind: z.enum(clientKinds, { message: 'Choose leads or clients' }).default('client'),
});
export type ClientExportFilters = z.infer<typeof clientExportFiltersSchema>;

/** `POST client/export`: the list as filtered now, the file's format and its headers' language. */
export const clientExportRequestSchema = clientExportFiltersSchema.extend({
  format: z.enum(sheetFormats, { message: 'Choose CSV or Excel' }).default('csv'),
  lang: z.enum(['en', 'ar'], { message: 'Choose English or Arabic' }).default('en'),
});
export type ClientExportRequest = z.infer<typeof clientExportRequestSchema>;
/** An export holds at most this many rows (a company's whole list at our scale). */
export const EXPORT_MAX_ROWS = 200_000;

/** A list export's progress, like a report's: `rows_total` is the list's count when it was asked for. */
export const clientExportSchema = exportProgressSchema.extend({
  kind: z.enum(clientKinds),
  format: z.enum(sheetFormats),
  lang: z.enum(['en', 'ar']),
});
export type ClientExport = z.infer<typeof clientExportSchema>;

const tags = ['clients'];

export const clientTransferApi = {
  /** Multipart, one field `file`: read by the route, not a JSON schema. */
  importPreview: endpoint({
    method: 'POST',
    path: 'client/import/preview',
    access: 'clients.manage',
    tags,
    summary: 'Check a CSV or XLSX of clients: per-row problems and duplicates (company and file); nothing is saved',
    query: importQuery,
    reply: importPreviewSchema,
  }),
  /** Multipart like the preview; the answer is the file's bytes, as an attachment. */
  importProblems: endpoint({
    method: 'POST',
    path: 'client/import/problems',
    access: 'clients.manage',
    tags,
    summary:
      'The rows of a CSV or XLSX of clients that an import would leave out (every problem, every duplicate), as uploaded, with their row number and why; nothing is saved',
    query: importProblemsQuerySchema,
    reply: undefined,
  }),
  import: endpoint({
    method: 'POST',
    path: 'client/import',
    access: 'clients.manage',
    tags,
    summary: 'Import a CSV or XLSX of clients in one transaction; duplicates skipped or updated',
    query: importQuery.extend({ on_duplicate: z.enum(duplicateModes).default('skip') }),
    reply: importResultSchema,
  }),
  exportStart: endpoint({
    method: 'POST',
    path: 'client/export',
    access: 'clients.work',
    tags,
    summary: `Start exporting the clients or leads list (its search, filters and order) as CSV or XLSX, at most ${EXPORT_MAX_ROWS.toLocaleString('en')} rows; it runs in the background`,
    body: clientExportRequestSchema,
    reply: clientExportSchema,
    status: 202,
  }),
  exportStatus: endpoint({
    method: 'GET',
    path: 'client/export/:id',
    access: 'clients.work',
    tags,
    summary: "A clients or leads export's progress (the caller's own exports only)",
    params: idParamsSchema,
    reply: clientExportSchema,
  }),
  /** The file's bytes, as an attachment: not JSON, so no reply schema. */
  exportFile: endpoint({
    method: 'GET',
    path: 'client/export/:id/file',
    access: 'clients.work',
    tags,
    summary: 'The finished clients or leads export, as an attachment (header row first: a valid import file)',
    params: idParamsSchema,
    reply: undefined,
  }),
};
