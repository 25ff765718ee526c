import { sql } from 'drizzle-orm';

/** Timestamps inside JSON as the API writes them everywhere (ISO 8601, UTC, milliseconds). */
export const isoJson = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
