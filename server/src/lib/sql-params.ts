import { sql, type SQL } from 'drizzle-orm';

/**
 * Ids as one `uuid[]` parameter, for `= any(…)`: nothing of theirs is spliced into the
 * statement's text, and the text is the same whatever their number (drizzle's `sql` spreads a
 * bare array into `($1, $2, …)`).
 */
export const uuidArray = (ids: readonly string[]): SQL => sql`${sql.param(ids)}::uuid[]`;
