import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  IMPORT_MAX_ROWS,
  IMPORT_PREVIEW_LIMIT,
  type DuplicateMode,
  type ImportDuplicate,
  type ImportPreview,
  type ImportProblem,
  type ImportResult,
} from '@contract/client-transfer';
import type { ClientKind } from '@contract/clients';
import { agencies, clients, users } from '../../db/schema/index';
import type { Tx } from '../../db/tenant-tx';
import { recordActivities } from '../../lib/activity';
import { assignableRoles } from '../../lib/assignees';
import { readSheet, type Sheet } from '../../lib/sheets';
import type { UserRow } from '../users/users.repository';
import { isUsableNameKey, nameKey } from '@contract/name-key';
import { phoneKey } from '@contract/phone';
import { agencyKey, mapColumns, parseRow, type ClientFields, type ColumnMap } from './import-rows';
import { insertBatch, updateBatch } from './import-writes';

type MatchKey = ImportDuplicate['matched_on'][number];
export interface Existing {
  id: string;
  contactName: string;
  companyName: string;
}

/** What became of each row: imported as new, matched a record of the company, or left out (and why). */
export type Verdict =
  | { row: number; fields: ClientFields; status: 'new' }
  | { row: number; fields: ClientFields; status: 'company_duplicate'; existing: Existing; matchedOn: MatchKey[] }
  | { row: number; status: 'file_duplicate'; firstRow: number; matchedOn: MatchKey[]; existing: Existing | null }
  | { row: number; status: 'invalid'; problems: ImportProblem[] };

export interface Analysis {
  verdicts: Verdict[];
  columns: ColumnMap;
  preview: ImportPreview;
}

/**
 * "phone:551234567", "email:a@b.sa", "cr_number:1010…", "name:احمد علي|مستشفي الشفاء": one
 * lookup key per way two records can match.
 */
type Match = [on: MatchKey, key: string];
const matchesOf = (phoneDigits: string, email: string, crNumber: string, names: string): Match[] => {
  const matches: Match[] = [['phone', `phone:${phoneDigits}`]];
  if (email) matches.push(['email', `email:${email.toLowerCase()}`]);
  if (crNumber) matches.push(['cr_number', `cr_number:${crNumber}`]);
  if (isUsableNameKey(names)) matches.push(['name', `name:${names}`]);
  return matches;
};

/** The company's live records by phone key, e-mail, CR number and names (deleted ones match nothing). */
async function companyIndex(tx: Tx): Promise<Map<string, Existing>> {
  const rows = await tx
    .select({
      id: clients.id,
      contactName: clients.contactName,
      companyName: clients.companyName,
      phoneDigits: clients.phoneDigits,
      email: clients.email,
      crNumber: clients.crNumber,
      nameKey: clients.nameKey,
    })
    .from(clients)
    .where(isNull(clients.deletedAt))
    .orderBy(clients.createdAt);
  const index = new Map<string, Existing>();
  for (const r of rows) {
    // The oldest record wins a key two records share: an update always lands on the same one.
    for (const [, key] of matchesOf(r.phoneDigits, r.email, r.crNumber, r.nameKey ?? '')) if (!index.has(key)) index.set(key, r);
  }
  return index;
}

/** The reps a row may name, by e-mail: the active users clients can be assigned to (lib/assignees.ts). */
async function activeReps(tx: Tx): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.isActive, true), inArray(users.role, assignableRoles)));
  return new Map(rows.map((u) => [u.email.toLowerCase(), u.id]));
}

/** The company's agencies by each of their names (an inactive one too: an export names it). */
async function agencyNames(tx: Tx): Promise<Map<string, string>> {
  const rows = await tx.select({ id: agencies.id, nameEn: agencies.nameEn, nameAr: agencies.nameAr }).from(agencies);
  const byName = new Map<string, string>();
  for (const a of rows) for (const name of [a.nameEn, a.nameAr]) if (!byName.has(agencyKey(name))) byName.set(agencyKey(name), a.id);
  return byName;
}

/** Rows checked between two looks at the event loop (a row is ~0.1 ms of checking). */
const YIELD_EVERY = 250;

/**
 * An import's file, read (in a job's worker thread) before any transaction opens: a parse takes
 * seconds, and a connection held idle meanwhile is one the pool's other requests wait for.
 */
export const readImportSheet = (bytes: Buffer): Promise<Sheet> => readSheet(bytes, IMPORT_MAX_ROWS);

/** Judges every row of the file read; writes nothing. Shared by the preview and the import. */
export async function analyze(tx: Tx, sheet: Sheet, kind: ClientKind): Promise<Analysis> {
  const { columns, ignored } = mapColumns(sheet.headers);
  const [reps, company, agencyIds] = [await activeReps(tx), await companyIndex(tx), await agencyNames(tx)];
  const inFile = new Map<string, number>();
  /** An existing record two rows of the file both match (through different keys) is one update, not two. */
  const claimed = new Map<string, number>();
  const verdicts: Verdict[] = [];
  const problems: ImportPreview['problems'] = [];
  const duplicates: ImportDuplicate[] = [];
  let problemsTotal = 0;

  for (const [i, sheetRow] of sheet.rows.entries()) {
    // 50,000 rows are seconds of checking: other requests are answered between slices of them.
    if (i > 0 && i % YIELD_EVERY === 0) await yieldToRequests();
    const parsed = parseRow(sheetRow, columns, { kind, reps, agencies: agencyIds });
    if (!parsed.fields) {
      problems.push(...parsed.problems.slice(0, IMPORT_PREVIEW_LIMIT - problems.length));
      problemsTotal += parsed.problems.length;
      verdicts.push({ row: sheetRow.row, status: 'invalid', problems: parsed.problems });
      continue;
    }
    const fields = parsed.fields;
    const names = nameKey(fields.contact_name, fields.company_name);
    const matches = matchesOf(phoneKey(fields.phone, fields.country), fields.email, fields.cr_number, names);
    const fileHits = matches.filter(([, key]) => inFile.has(key));
    const companyHits = matches.filter(([, key]) => company.has(key));
    const existing = companyHits[0] ? company.get(companyHits[0][1])! : null;
    const earlier = fileHits[0] ? inFile.get(fileHits[0][1])! : existing && claimed.get(existing.id);
    for (const [, key] of matches) if (!inFile.has(key)) inFile.set(key, sheetRow.row);

    let verdict: Verdict;
    if (earlier) {
      const matchedOn = (fileHits.length ? fileHits : companyHits).map(([k]) => k);
      verdict = { row: sheetRow.row, status: 'file_duplicate', firstRow: earlier, matchedOn, existing };
    } else if (existing) {
      claimed.set(existing.id, sheetRow.row);
      verdict = { row: sheetRow.row, fields, status: 'company_duplicate', existing, matchedOn: companyHits.map(([k]) => k) };
    } else {
      verdict = { row: sheetRow.row, fields, status: 'new' };
    }
    verdicts.push(verdict);
    if (verdict.status !== 'new' && duplicates.length < IMPORT_PREVIEW_LIMIT) {
      duplicates.push({
        row: verdict.row,
        matched_on: verdict.matchedOn,
        existing: verdict.existing && {
          id: verdict.existing.id,
          contact_name: verdict.existing.contactName,
          company_name: verdict.existing.companyName,
        },
        first_row: verdict.status === 'file_duplicate' ? verdict.firstRow : null,
      });
    }
  }
  const countOf = (s: Verdict['status']) => verdicts.filter((v) => v.status === s).length;
  return {
    verdicts,
    columns,
    preview: {
      total_rows: sheet.rows.length,
      new_rows: countOf('new'),
      invalid_rows: countOf('invalid'),
      company_duplicates: countOf('company_duplicate'),
      file_duplicates: countOf('file_duplicate'),
      problems,
      duplicates,
      problems_total: problemsTotal,
      duplicates_total: countOf('company_duplicate') + countOf('file_duplicate'),
      ignored_columns: ignored,
    },
  };
}

export async function preview(tx: Tx, sheet: Sheet, kind: ClientKind): Promise<ImportPreview> {
  return (await analyze(tx, sheet, kind)).preview;
}

const BATCH = 1000;

/**
 * Imports the file in the request's one transaction: every row is written or none is. Rows
 * with problems and repeats within the file are left out (the preview listed them); rows
 * matching a record of the company are skipped or update it, as the caller chose.
 */
export async function importClients(tx: Tx, me: UserRow, sheet: Sheet, kind: ClientKind, mode: DuplicateMode): Promise<ImportResult> {
  // Two imports of one company at once would each miss the other's rows as duplicates.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('clients.import'), hashtext(${me.tenantId}))`);
  const { verdicts, columns, preview } = await analyze(tx, sheet, kind);
  const fresh = verdicts.flatMap((v) => (v.status === 'new' ? [v.fields] : []));
  let created = 0;
  for (let i = 0; i < fresh.length; i += BATCH) created += await insertBatch(tx, me, kind, fresh.slice(i, i + BATCH));
  const updates = mode === 'update' ? verdicts.flatMap((v) => (v.status === 'company_duplicate' ? [v] : [])) : [];
  for (let i = 0; i < updates.length; i += BATCH) {
    await updateBatch(
      tx,
      me.tenantId,
      columns,
      updates.slice(i, i + BATCH).map((u) => ({ id: u.existing.id, fields: u.fields })),
    );
  }
  await recordActivities(
    tx,
    me,
    'client',
    updates.map((u) => u.existing.id),
    'updated_by_import',
  );
  return {
    created,
    updated: updates.length,
    skipped_duplicates: preview.file_duplicates + (mode === 'skip' ? preview.company_duplicates : 0),
    skipped_invalid: preview.invalid_rows,
  };
}
