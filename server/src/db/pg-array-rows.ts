import pg from 'pg';
import Result from 'pg/lib/result';

let installed = false;

/**
 * For every statement's answer pg builds, from its RowDescription, the parsers of its columns
 * and an empty row object to copy for each row: one property per column set on a null-prototype
 * object, then spread. drizzle asks for rows as arrays, which never use that object, yet it is
 * built for each one: for a visit's details (63 columns) 20 times the parsers' cost, on every
 * read (`npm run bench:rows`). Rows asked for as arrays get their parsers only; rows asked for
 * as objects are left to pg. pg is pinned, and `pg-array-rows.test.ts` holds it to both kinds
 * of rows (ADR 0039).
 */
export function arrayRowsWithoutRowTemplate(): void {
  if (installed) return;
  installed = true;
  const addFields = Result.prototype.addFields;
  Result.prototype.addFields = function (this: Result, fields) {
    if (!this.rowAsArray) return addFields.call(this, fields);
    this.fields = fields;
    const types = this._types ?? pg.types;
    const parsers = new Array<(value: string) => unknown>(fields.length);
    for (let i = 0; i < fields.length; i++) parsers[i] = types.getTypeParser(fields[i]!.dataTypeID, fields[i]!.format || 'text');
    this._parsers = parsers;
  };
}
