import { Column, getTableName, is, noopDecoder, SQL, Subquery } from 'drizzle-orm';

/** A selected field as drizzle's prepared query keeps it: where it goes in the row, and what reads it. */
export interface SelectedField {
  path: string[];
  field: unknown;
}
/** What drizzle's prepared select keeps for mapping its rows: its fields, and which joined tables may be missing. */
export interface PreparedSelect {
  fields: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
}
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}
export type RowMapper = (row: unknown[]) => Record<string, unknown>;

/** What turns the driver's value into the field's (a column, or an `sql` expression's decoder). */
type Decoded = { decoder: Decoder }; // an `sql` expression's (`.mapWith()`), kept internal by drizzle
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: Decoded } })._.sql.decoder;
  return (field as { sql: Decoded }).sql.decoder;
}
const keepsTheValue = (decoder: Decoder) =>
  decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue || decoder.mapFromDriverValue === noopDecoder.mapFromDriverValue;

interface Shape {
  index?: number; // a value: the row's column it comes from
  children: Map<string, Shape>;
  tables: Set<string>; // an object of a join's columns: the tables they come from
  first?: number; // and the row's first of them
}

/**
 * The same objects drizzle's `mapResultRow` makes from an array-mode row, by a function made
 * once per statement (ADR 0039). drizzle walks every field of every row, asking each what
 * it is (`is()`, a prototype walk) on the way: a page of 20 visits takes 3.5–5.6 times the
 * CPU that way, one visit's details about 5 times (`npm run bench:rows`; what is left is
 * parsing dates). Like drizzle, a left-joined table's object whose first column is null is
 * null. The code is written from the statement's own field names (quoted with
 * JSON.stringify) and column positions, never from a request's data.
 */
export function compileRowMapper(fields: SelectedField[], joinsNotNullableMap?: Record<string, boolean>): RowMapper {
  const decoders: Decoder[] = [];
  const root: Shape = { children: new Map(), tables: new Set() };
  fields.forEach(({ path, field }, index) => {
    let node = root;
    path.forEach((key, depth) => {
      let child = node.children.get(key);
      if (!child) node.children.set(key, (child = { children: new Map(), tables: new Set() }));
      if (depth === path.length - 1) child.index = index;
      else if (depth === 0 && path.length === 2 && is(field, Column)) {
        child.first ??= index;
        child.tables.add(getTableName(field.table));
      }
      node = child;
    });
    decoders.push(decoderOf(field));
  });

  const value = (i: number) =>
    keepsTheValue(decoders[i]!) ? `row[${i}]` : `(row[${i}] === null ? null : decoders[${i}].mapFromDriverValue(row[${i}]))`;
  const nullable = (shape: Shape) => {
    const [table, ...others] = [...shape.tables];
    return joinsNotNullableMap !== undefined && table !== undefined && others.length === 0 && !joinsNotNullableMap[table];
  };
  const literal = (shape: Shape, top: boolean): string => {
    if (shape.index !== undefined) return value(shape.index);
    const object = `{ ${[...shape.children].map(([key, child]) => `${JSON.stringify(key)}: ${literal(child, false)}`).join(', ')} }`;
    return !top && nullable(shape) ? `(row[${shape.first}] === null ? null : ${object})` : object;
  };
  // One object literal per statement: every row comes out with the same shape, and V8 keeps
  // each decoder's call site to the one column it reads.
  const make = new Function('decoders', `return function mapRow(row) { return ${literal(root, true)}; };`);
  return make(decoders) as RowMapper;
}
