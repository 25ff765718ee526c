import * as drizzleUtils from 'drizzle-orm/utils';
import type { PreparedSelect, SelectedField } from '../src/db/row-mapper';

/** drizzle's own row mapping, the reference for db/row-mapper.ts; its published types leave it out. */
export const { mapResultRow } = drizzleUtils as unknown as {
  mapResultRow(fields: SelectedField[], row: unknown[], joinsNotNullableMap?: Record<string, boolean>): unknown;
};

/** A statement only prepared, never sent: its fields and left joins, as drizzle keeps them. */
export const preparedSelect = (query: { prepare(name: string): unknown }, name: string) => query.prepare(name) as PreparedSelect;

/**
 * A row of `fields` as the driver hands it over: text for timestamps and numerics, numbers,
 * booleans, parsed JSON, Arabic text, and a null in every `nullEvery` columns.
 */
export function driverRow(fields: SelectedField[], nullEvery: number): unknown[] {
  return fields.map(({ field }, i) => {
    if (i % nullEvery === 0) return null;
    const type = (field as { columnType?: string }).columnType;
    if (type === 'PgTimestamp') return '2026-11-27 08:30:00.123+00';
    if (type === 'PgSmallInt' || type === 'PgInteger') return 3;
    if (type === 'PgNumeric') return '12.50';
    if (type === 'PgDoublePrecision') return 24.69;
    if (type === 'PgBoolean') return i % 2 === 0;
    if (type === 'PgJsonb') return { kept: [i] };
    return `مستشفى ${i}`;
  });
}
