import type { PassThrough } from 'node:stream';
import {
  clientColumns,
  columnChoices,
  type ClientColumn,
  type ImportProblem,
  type ImportProblemsQuery,
  type SheetFormat,
} from '@contract/client-transfer';
// The web's own catalog: the file says each problem in the words the preview uses.
import ar from '../../../../web/src/locales/ar/clients.json';
import en from '../../../../web/src/locales/en/clients.json';
import { openSheetWriter } from '../../lib/sheet-writer';
import type { Cell, Sheet } from '../../lib/sheets';
import type { Analysis, Verdict } from './import.service';

/*
 * The problem file: every row an import leaves out (problems, repeats within the file, matches
 * of the company's records) as it was uploaded, each after its sheet row number and why, in the
 * reader's language. Fixed there, the file imports as it stands (its two extra columns are
 * ignored). Written a batch at a time by the sheet writer, straight into the answer.
 */

type Language = 'en' | 'ar';
type ProblemRows = ImportProblemsQuery['rows'];

const catalogs: Record<Language, typeof en> = { en, ar };
const BATCH = 1_000;

/** A key of the catalog's `import` section in `lang`, `{{name}}` filled in. */
function say(lang: Language, key: string, vars: Record<string, string | number> = {}): string {
  let node: unknown = catalogs[lang].import;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const template = typeof node === 'string' ? node : key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

const listOf = (lang: Language, items: readonly string[]) => items.join(lang === 'ar' ? '، ' : ', ');
const invalidKeys: Record<string, string> = {
  phone: 'phone',
  email: 'email',
  latitude: 'degrees',
  longitude: 'degrees',
  vat_number: 'vat',
};

/** One problem in the preview's words (web: import-messages.ts). */
export function problemText(lang: Language, p: ImportProblem): string {
  switch (p.reason) {
    case 'choice':
      return p.column === 'country'
        ? say(lang, 'problem.country')
        : say(lang, 'problem.choice', { values: listOf(lang, columnChoices[p.column as ClientColumn] ?? []) });
    case 'invalid':
      return say(lang, `problem.invalid_${invalidKeys[p.column] ?? 'other'}`);
    case 'unknown_city':
    case 'unknown_agency':
      return say(lang, `problem.${p.reason}`, { value: p.value ?? '' });
    case 'too_short':
    case 'too_long':
      return say(lang, `problem.${p.reason}`, { limit: p.limit ?? 0 });
    default:
      return say(lang, `problem.${p.reason}`);
  }
}

/** Why a row is in the file: each problem after the column's header as the file names it, or the record or row it repeats. */
function reasonOf(lang: Language, verdict: Exclude<Verdict, { status: 'new' }>, header: (column: string) => string): string {
  if (verdict.status === 'invalid')
    return verdict.problems.map((p) => `${header(p.column)}: ${problemText(lang, p)}`).join(lang === 'ar' ? '؛ ' : '; ');
  const on = listOf(
    lang,
    verdict.matchedOn.map((m) => say(lang, `matchedOn.${m}`)),
  );
  if (verdict.status === 'file_duplicate') return say(lang, 'repeatsRow', { row: verdict.firstRow, on });
  return say(lang, 'matchesExisting', { name: `${verdict.existing.contactName} — ${verdict.existing.companyName}`, on });
}

export interface ProblemFileOptions {
  format: SheetFormat;
  lang: Language;
  rows: ProblemRows;
}

/** How many rows the file has: what the preview counted as left out (or matching). */
export const problemRowCount = ({ preview }: Analysis, rows: ProblemRows) =>
  preview.invalid_rows + preview.file_duplicates + (rows === 'all' ? preview.company_duplicates : 0);

/**
 * Writes the problem file of `sheet` (as `analysis` judged it) to `out`, and ends it. The
 * uploaded cells go as they came, in their columns; rows shorter than the header are padded.
 */
export async function writeProblemFile(out: PassThrough, sheet: Sheet, analysis: Analysis, opts: ProblemFileOptions): Promise<void> {
  const { columns } = analysis;
  const header = (column: string) => {
    const at = columns[column as ClientColumn];
    return (at !== undefined && sheet.headers[at]) || (clientColumns.find((c) => c.field === column)?.[opts.lang] ?? column);
  };
  const width = sheet.headers.length;
  const writer = await openSheetWriter({
    format: opts.format,
    out,
    headers: [say(opts.lang, 'row'), say(opts.lang, 'problemColumn'), ...sheet.headers],
    sheetName: say(opts.lang, 'problems'),
    rightToLeft: opts.lang === 'ar',
  });
  try {
    let batch: Cell[][] = [];
    for (const [i, verdict] of analysis.verdicts.entries()) {
      if (verdict.status === 'new' || (opts.rows === 'left_out' && verdict.status === 'company_duplicate')) continue;
      const cells = sheet.rows[i]?.cells ?? [];
      const original = Array.from({ length: Math.max(width, cells.length) }, (_, c) => cells[c] ?? '');
      batch.push([verdict.row, reasonOf(opts.lang, verdict, header), ...original]);
      if (batch.length >= BATCH) {
        await writer.write(batch);
        batch = [];
      }
    }
    if (batch.length) await writer.write(batch);
    await writer.finish();
  } catch (err) {
    await writer.abort();
    throw err;
  }
}
