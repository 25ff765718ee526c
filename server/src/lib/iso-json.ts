import { sql } from 'drizzle-orm';

/**
 * Timestamps inside JSON as the API writes them everywhere (ISO 8601, UTC, milliseconds).
 * `column` is a column's name, qualified or not (`f.created_at`): written as quoted identifiers.
 */
export const isoJson = (column: string) => {
  const name = sql.join(
    column.split('.').map((part) => sql.identifier(part)),
    sql`.`,
  );
  return sql`to_char(${name} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
};
