import type { z } from 'zod';
import { clientColumns, columnChoices, splitAgencies, type ClientColumn, type ImportProblem } from '@contract/client-transfer';
import { clientInputSchema, clientTitles, customerTargets, customerTypes, SA_VAT_PATTERN, type ClientKind } from '@contract/clients';
import { countries } from '@contract/countries';
import { digitsToLatin } from '@contract/digits';
import { gazetteer } from '@contract/gazetteer-data';
import { normalizeForSearch } from '@contract/search';
import { FORBIDDEN_CHARACTERS_MESSAGE, text } from '@contract/text';
import { undefuse } from '@contract/csv';
import { fileProblem, type SheetRow } from '../../lib/sheets';

/**
 * Turning a spreadsheet's rows into what `POST client/list` accepts, with the same schema, so
 * an imported client is held to exactly the rules of one typed into the lead modal.
 */
/**
 * The lead modal's fields and the two a conversion adds (VAT number, national address): a
 * client's export carries them, so an import reads them back. Both may be empty.
 */
const importRowSchema = clientInputSchema.extend({
  vat_number: text({ max: 20 }).default(''),
  national_address: text({ max: 300 }).default(''),
});
export type ClientFields = z.infer<typeof importRowSchema>;
export type ColumnMap = Partial<Record<ClientColumn, number>>;

/** "Contact name", "contact_name", "CONTACT-NAME" and "اسم جهة الاتصال" all name one column. */
const headerKey = (h: string) => normalizeForSearch(h).replace(/[\s_-]+/g, ' ');
const headerIndex = new Map<string, ClientColumn>(
  clientColumns.flatMap((c) => [c.field, c.en, c.ar].map((name) => [headerKey(name), c.field] as const)),
);

export function mapColumns(headers: string[]): { columns: ColumnMap; ignored: string[] } {
  const columns: ColumnMap = {};
  const ignored: string[] = [];
  headers.forEach((h, i) => {
    const field = headerIndex.get(headerKey(h));
    if (field && columns[field] === undefined) columns[field] = i;
    else if (h) ignored.push(h);
  });
  const missing = clientColumns.filter((c) => c.required && columns[c.field] === undefined);
  if (missing.length)
    throw fileProblem(
      'missing_columns',
      `The file has no column for: ${missing.map((c) => c.en).join(', ')}. Its first row must name the columns.`,
      { columns: missing.map((c) => c.field) },
    );
  return { columns, ignored: ignored.slice(0, 50) };
}

/** An enumeration's value typed any case ("vip", "High Class"); unknown ones stay as typed (and fail). */
function canonical<T extends string>(values: readonly T[], typed: string): string {
  return values.find((v) => v.toLowerCase() === typed.toLowerCase()) ?? typed;
}

const countryByName = new Map(countries.flatMap((c) => [c.code, c.en, c.ar].map((n) => [normalizeForSearch(n), c.code] as const)));

function coordinate(typed: string): number | null | string {
  if (typed === '') return null;
  const n = Number(typed.replace(',', '.'));
  return Number.isFinite(n) ? n : typed;
}

/** The schema's complaint as a reason the web can translate, and in English words. */
function reasonOf(column: string, issue: z.core.$ZodIssue, typed: string | null): [ImportProblem['reason'], string, number?] {
  // An empty cell of a required column is missing, whatever the column's other rules.
  if (typed === '') return ['required', 'Required'];
  const allowed = columnChoices[column as ClientColumn];
  if (allowed) return ['choice', `Use one of: ${allowed.join(', ')}`];
  if (column === 'country') return ['choice', 'Use a country code such as SA or AE'];
  if (column === 'latitude' || column === 'longitude') return ['invalid', 'Enter a number of degrees'];
  if (issue.code === 'too_small') {
    const min = Number(issue.minimum);
    return min <= 1 ? ['required', 'Required'] : ['too_short', issue.message, min];
  }
  if (issue.code === 'too_big') return ['too_long', issue.message, Number(issue.maximum)];
  if (issue.message === FORBIDDEN_CHARACTERS_MESSAGE) return ['characters', issue.message];
  return ['invalid', issue.message];
}

export interface RowContext {
  kind: ClientKind;
  /** The company's active reps (users clients can be assigned to) by lower-case e-mail, for the assigned rep column. */
  reps: Map<string, string>;
  /** The company's agencies by each of their names (English and Arabic, `agencyKey`), for the agencies column. */
  agencies: Map<string, string>;
}

/** "Acme Medical", "ACME  medical" and "أكمي" (its Arabic name) all name one agency. */
export const agencyKey = (name: string) => normalizeForSearch(name);

/** The agencies a cell names, and the names no agency of the company has. */
function agenciesOf(cell: string, known: Map<string, string>): { ids: string[]; unknown: string[] } {
  const ids: string[] = [];
  const unknown: string[] = [];
  for (const name of splitAgencies(cell)) {
    const id = known.get(agencyKey(name));
    if (id) ids.push(id);
    else unknown.push(name);
  }
  return { ids: [...new Set(ids)], unknown };
}

export type ParsedRow = { row: number; fields: ClientFields; problems: [] } | { row: number; fields: null; problems: ImportProblem[] };

const isColumn = (name: string): name is ClientColumn => clientColumns.some((c) => c.field === name);

export function parseRow(sheetRow: SheetRow, columns: ColumnMap, ctx: RowContext): ParsedRow {
  const cell = (field: ClientColumn) => {
    const i = columns[field];
    return i === undefined ? '' : undefuse(sheetRow.cells[i] ?? '').trim();
  };
  const problems: ImportProblem[] = [];
  const problem = (column: string, reason: ImportProblem['reason'], message: string, limit: number | null = null) =>
    problems.push({ row: sheetRow.row, column, reason, limit, message });

  const rep = cell('assigned_to').toLowerCase();
  const assignedTo = rep ? (ctx.reps.get(rep) ?? null) : null;
  if (rep && !assignedTo) problem('assigned_to', 'unknown_rep', 'No active rep of your company has this e-mail');

  // "الرياض", "riyadh" and "Ar Riyad" are one city: stored by its key, so filters and reports
  // group it once. A name of no place of the country is the row's problem, never a new city.
  const country = countryByName.get(normalizeForSearch(cell('country'))) ?? cell('country');
  const typedCity = cell('city');
  const city = typedCity ? gazetteer.findPlace(country, typedCity) : null;
  const countryName = countries.find((c) => c.code === country)?.en;
  if (typedCity && countryName && !city)
    problems.push({
      row: sheetRow.row,
      column: 'city',
      reason: 'unknown_city',
      limit: null,
      message: `Unknown city "${typedCity}" for ${countryName}`,
      value: typedCity,
    });

  const agencies = agenciesOf(cell('agencies'), ctx.agencies);
  if (agencies.unknown.length)
    problems.push({
      row: sheetRow.row,
      column: 'agencies',
      reason: 'unknown_agency',
      limit: null,
      message: `Your company has no agency called ${agencies.unknown.map((n) => `"${n}"`).join(', ')}`,
      value: agencies.unknown.join('; '),
    });

  const parsed = importRowSchema.safeParse({
    kind: ctx.kind,
    title: canonical(clientTitles, cell('title')),
    contact_name: cell('contact_name'),
    company_name: cell('company_name'),
    customer_type: canonical(customerTypes, cell('customer_type')),
    customer_target: canonical(customerTargets, cell('customer_target')),
    // Arabic spreadsheets often hold phones in Arabic-Indic digits; the API wants Latin ones.
    phone: digitsToLatin(cell('phone')),
    email: cell('email'),
    country,
    city: city ?? typedCity,
    address: cell('address'),
    latitude: coordinate(cell('latitude')),
    longitude: coordinate(cell('longitude')),
    notes: cell('notes'),
    cr_number: cell('cr_number'),
    vat_number: digitsToLatin(cell('vat_number')),
    national_address: cell('national_address'),
    assigned_to: assignedTo,
    agency_ids: agencies.ids,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = String(issue.path[0] ?? 'file');
      if (!problems.some((p) => p.column === column)) problem(column, ...reasonOf(column, issue, isColumn(column) ? cell(column) : null));
    }
  } else {
    const { latitude, longitude, vat_number, national_address, country: code } = parsed.data;
    if ((latitude === null) !== (longitude === null))
      problem('longitude', 'coordinates_pair', 'Enter both latitude and longitude, or neither');
    // The conversion's own rules (convertLeadSchema, leads.service), for a value that is there.
    if (vat_number && vat_number.length < 5) problem('vat_number', 'too_short', 'Enter at least 5 characters', 5);
    else if (vat_number && code === 'SA' && !SA_VAT_PATTERN.test(vat_number))
      problem('vat_number', 'invalid', 'A Saudi VAT number has 15 digits');
    if (national_address && national_address.length < 5) problem('national_address', 'too_short', 'Enter at least 5 characters', 5);
  }
  if (problems.length || !parsed.success) return { row: sheetRow.row, fields: null, problems };
  return { row: sheetRow.row, fields: parsed.data, problems: [] };
}
