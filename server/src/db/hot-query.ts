import { compileRowMapper, type PreparedSelect } from './row-mapper';
import type { Tx } from './tenant-tx';

interface Executable<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}
/** What drizzle's prepared query and session keep (both drivers): the connection and the logger. */
interface Bound {
  client: unknown;
  logger: unknown;
}
/** And how its rows become objects: drizzle's own walk over `fields`, unless a mapper is set. */
type Mapping = Partial<PreparedSelect> & { customResultMapper?: (rows: unknown[][]) => unknown };

/**
 * A statement on every request's path (the caller, a visit's details), rendered once per
 * process instead of once per call: `build` makes the query with `sql.placeholder()`s for its
 * inputs, and each call runs that one prepared query on its own transaction's connection.
 * drizzle spent ~1.3 ms of Node CPU rendering and mapping the details select on every call;
 * rendered once, what is left is mapping the row (ADR 0014). On PostgreSQL the statement is
 * then also parsed and planned once per connection (db/statement-cache.ts).
 *
 * Its rows are mapped by a function made for the statement (db/row-mapper.ts), not by
 * drizzle's walk over the fields.
 *
 * drizzle keeps no public way to run a prepared query on another transaction, so this swaps
 * in the transaction's connection and logger; `request-path.test.ts` holds it to both drivers.
 */
export function hotQuery<V extends Record<string, unknown>, R>(build: (tx: Tx) => { prepare(name?: string): Executable<R> }) {
  let prepared: (Executable<R> & Bound) | undefined;
  return (tx: Tx, values: V): Promise<R> => {
    prepared ??= mappedOnce(build(tx).prepare() as Executable<R> & Bound & Mapping);
    const session = (tx as unknown as { session: Bound }).session;
    const onThisTx = Object.create(prepared, {
      client: { value: session.client },
      logger: { value: session.logger },
    }) as Executable<R>;
    return onThisTx.execute(values);
  };
}

function mappedOnce<Q extends Mapping>(prepared: Q): Q {
  if (prepared.fields && !prepared.customResultMapper) {
    const mapRow = compileRowMapper(prepared.fields, prepared.joinsNotNullableMap);
    prepared.customResultMapper = (rows) => rows.map(mapRow);
  }
  return prepared;
}
