import { eq, isNull, sql } from 'drizzle-orm';
import {
  IMPORT_MAX_ROWS,
  IMPORT_PREVIEW_LIMIT,
  type DuplicateMode,
  type ImportDuplicate,
  type ImportPreview,
  type ImportResult,
} from '@contract/client-transfer';
import type { ClientKind } from '@contract/clients';
import { activity, clients, users } from '../../db/schema/index';
import { selectRows, type Tx } from '../../db/tenant-tx';
import { recordActivities } from '../../lib/activity';
import { readSheet } from '../../lib/sheets';
import type { UserRow } from '../users/users.repository';
import { phoneKey } from './client-dto';
import { mapColumns, parseRow, type ClientFields, type ColumnMap } from './import-rows';

type MatchKey = ImportDuplicate['matched_on'][number];
interface Existing {
  id: string;
  contactName: string;
  companyName: string;
}

/** What became of each row: imported as new, matched a record of the company, or left out. */
type Verdict =
  | { row: number; fields: ClientFields; status: 'new' }
  | { row: number; fields: ClientFields; status: 'company_duplicate'; existing: Existing; matchedOn: MatchKey[] }
  | { row: number; status: 'file_duplicate'; firstRow: number; matchedOn: MatchKey[]; existing: Existing | null }
  | { row: number; status: 'invalid' };

interface Analysis {
  verdicts: Verdict[];
  columns: ColumnMap;
  preview: ImportPreview;
}

const keysOf = (f: { phone: string; email: string; cr_number: string }): [MatchKey, string][] => {
  const keys: [MatchKey, string][] = [['phone', phoneKey(f.phone)]];
  if (f.email) keys.push(['email', f.email.toLowerCase()]);
  if (f.cr_number) keys.push(['cr_number', f.cr_number]);
  return keys;
};

/** The company's live records by phone key, e-mail and CR number (deleted ones match nothing). */
async function companyIndex(tx: Tx): Promise<Map<string, Existing>> {
  const rows = await tx
    .select({
      id: clients.id,
      contactName: clients.contactName,
      companyName: clients.companyName,
      phoneDigits: clients.phoneDigits,
      email: clients.email,
      crNumber: clients.crNumber,
    })
    .from(clients)
    .where(isNull(clients.deletedAt))
    .orderBy(clients.createdAt);
  const index = new Map<string, Existing>();
  for (const r of rows) {
    // The oldest record wins a key two records share: an update always lands on the same one.
    const put = (k: string) => !index.has(k) && index.set(k, r);
    put(`phone:${r.phoneDigits}`);
    if (r.email) put(`email:${r.email.toLowerCase()}`);
    if (r.crNumber) put(`cr_number:${r.crNumber}`);
  }
  return index;
}

async function activeReps(tx: Tx): Promise<Map<string, string>> {
  const rows = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.isActive, true));
  return new Map(rows.map((u) => [u.email.toLowerCase(), u.id]));
}

/** Reads the file and judges every row; writes nothing. Shared by the preview and the import. */
export async function analyze(tx: Tx, bytes: Buffer, kind: ClientKind): Promise<Analysis> {
  const sheet = await readSheet(bytes, IMPORT_MAX_ROWS);
  const { columns, ignored } = mapColumns(sheet.headers);
  const [reps, company] = [await activeReps(tx), await companyIndex(tx)];
  const inFile = new Map<string, number>();
  /** An existing record two rows of the file both match (through different keys) is one update, not two. */
  const claimed = new Map<string, number>();
  const verdicts: Verdict[] = [];
  const problems: ImportPreview['problems'] = [];
  const duplicates: ImportDuplicate[] = [];
  let invalid = 0;

  for (const sheetRow of sheet.rows) {
    const parsed = parseRow(sheetRow, columns, { kind, reps });
    if (!parsed.fields) {
      invalid++;
      problems.push(...parsed.problems.slice(0, IMPORT_PREVIEW_LIMIT - problems.length));
      verdicts.push({ row: sheetRow.row, status: 'invalid' });
      continue;
    }
    const fields = parsed.fields;
    const keys = keysOf(fields);
    const fileHits = keys.filter(([k, v]) => inFile.has(`${k}:${v}`));
    const companyHits = keys.filter(([k, v]) => company.has(`${k}:${v}`));
    const existing = companyHits.length ? company.get(`${companyHits[0]![0]}:${companyHits[0]![1]}`)! : null;
    const earlier = fileHits.length ? inFile.get(`${fileHits[0]![0]}:${fileHits[0]![1]}`)! : existing && claimed.get(existing.id);
    for (const [k, v] of keys) if (!inFile.has(`${k}:${v}`)) inFile.set(`${k}:${v}`, sheetRow.row);

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
      invalid_rows: invalid,
      company_duplicates: countOf('company_duplicate'),
      file_duplicates: countOf('file_duplicate'),
      problems,
      duplicates,
      ignored_columns: ignored,
    },
  };
}

export async function preview(tx: Tx, bytes: Buffer, kind: ClientKind): Promise<ImportPreview> {
  return (await analyze(tx, bytes, kind)).preview;
}

const BATCH = 1000;

/**
 * Imports the file in the request's one transaction: every row is written or none is. Rows
 * with problems and repeats within the file are left out (the preview listed them); rows
 * matching a record of the company are skipped or update it, as the caller chose.
 */
export async function importClients(tx: Tx, me: UserRow, bytes: Buffer, kind: ClientKind, mode: DuplicateMode): Promise<ImportResult> {
  // Two imports of one company at once would each miss the other's rows as duplicates.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('clients.import'), hashtext(${me.tenantId}))`);
  const { verdicts, columns } = await analyze(tx, bytes, kind);
  const fresh = verdicts.flatMap((v) => (v.status === 'new' ? [v.fields] : []));
  let created = 0;
  for (let i = 0; i < fresh.length; i += BATCH) created += await insertBatch(tx, me, kind, fresh.slice(i, i + BATCH));
  const updates = mode === 'update' ? verdicts.flatMap((v) => (v.status === 'company_duplicate' ? [v] : [])) : [];
  for (let i = 0; i < updates.length; i += BATCH) {
    await updateBatch(
      tx,
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
  const companyDuplicates = verdicts.filter((v) => v.status === 'company_duplicate').length;
  return {
    created,
    updated: updates.length,
    skipped_duplicates: verdicts.filter((v) => v.status === 'file_duplicate').length + (mode === 'skip' ? companyDuplicates : 0),
    skipped_invalid: verdicts.filter((v) => v.status === 'invalid').length,
  };
}

const columnsOf = (f: ClientFields) => ({
  title: f.title,
  contactName: f.contact_name,
  companyName: f.company_name,
  customerType: f.customer_type,
  customerTarget: f.customer_target,
  phone: f.phone,
  phoneDigits: phoneKey(f.phone),
  email: f.email,
  country: f.country,
  city: f.city,
  address: f.address,
  latitude: f.latitude,
  longitude: f.longitude,
  notes: f.notes,
  crNumber: f.cr_number,
});

/** The SQL column each file column writes (phone also writes its key), with its type. */
const written: [keyof ReturnType<typeof columnsOf>, string, string][] = [
  ['title', 'title', 'text'],
  ['contactName', 'contact_name', 'text'],
  ['companyName', 'company_name', 'text'],
  ['customerType', 'customer_type', 'text'],
  ['customerTarget', 'customer_target', 'text'],
  ['phone', 'phone', 'text'],
  ['phoneDigits', 'phone_digits', 'text'],
  ['email', 'email', 'text'],
  ['country', 'country', 'text'],
  ['city', 'city', 'text'],
  ['address', 'address', 'text'],
  ['latitude', 'latitude', 'float8'],
  ['longitude', 'longitude', 'float8'],
  ['notes', 'notes', 'text'],
  ['crNumber', 'cr_number', 'text'],
];

/** A row as jsonb_to_recordset reads it: SQL column names as keys. */
function recordOf(fields: ClientFields, columns: typeof written, extra: Record<string, unknown>) {
  const values = columnsOf(fields);
  return { ...extra, ...Object.fromEntries(columns.map(([k, name]) => [name, values[k]])) };
}

const shapeOf = (columns: typeof written, extra: string[]) =>
  sql.raw([...extra, ...columns.map(([, name, type]) => `${name} ${type}`)].join(', '));

/**
 * A thousand new clients and their "imported" history lines in one statement: the rows
 * travel as one JSON parameter (a statement of 19,000 bound values costs the server more to
 * build than to run), and the history is written from the ids the insert returns.
 */
async function insertBatch(tx: Tx, me: UserRow, kind: ClientKind, batch: ClientFields[]): Promise<number> {
  const payload = batch.map((f) => recordOf(f, written, { assigned_to: f.assigned_to }));
  const names = sql.raw(written.map(([, name]) => name).join(', '));
  const [result] = await selectRows<{ n: number }>(
    tx,
    sql`
    with created as (
      insert into ${clients} (tenant_id, kind, lead_status, created_by, assigned_to, ${names})
      select ${me.tenantId}, ${kind}, ${kind === 'lead' ? 'new' : null}, ${me.id}, v.assigned_to, ${names}
      from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as v(${shapeOf(written, ['assigned_to uuid'])})
      returning id),
    history as (
      insert into ${activity} (tenant_id, entity, entity_id, action, actor_id, details)
      select ${me.tenantId}, 'client', id, 'imported', ${me.id}, ${JSON.stringify({ kind })}::jsonb from created)
    select count(*)::int as n from created`,
  );
  return result?.n ?? 0;
}

/**
 * A thousand updates in one statement: the rows travel as one JSON parameter. Only the
 * columns the file has are written (a file without e-mails does not blank them); the rep
 * changes only where the file names one.
 */
async function updateBatch(tx: Tx, columns: ColumnMap, batch: { id: string; fields: ClientFields }[]) {
  const present = written.filter(([, sqlName]) => {
    const field = sqlName === 'phone_digits' ? 'phone' : sqlName;
    return columns[field as keyof ColumnMap] !== undefined;
  });
  const records = batch.map(({ id, fields }) => ({ ...columnsOf(fields), id, assigned_to: fields.assigned_to }));
  const payload = records.map((r) =>
    Object.fromEntries([['id', r.id], ['assigned_to', r.assigned_to], ...present.map(([k, name]) => [name, r[k]])]),
  );
  const sets = [
    ...present.map(([, name]) => sql.raw(`${name} = v.${name}`)),
    sql.raw('assigned_to = coalesce(v.assigned_to, c.assigned_to)'),
    sql`updated_at = now()`,
  ];
  const shape = shapeOf(present, ['id uuid', 'assigned_to uuid']);
  await tx.execute(sql`
    update ${clients} as c set ${sql.join(sets, sql`, `)}
    from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as v(${shape})
    where c.id = v.id and c.deleted_at is null`);
}
