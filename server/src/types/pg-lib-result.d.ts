/** pg's result of one statement (how a RowDescription becomes its row parsers), which pg exports untyped. */
declare module 'pg/lib/result' {
  interface FieldDescription {
    name: string;
    dataTypeID: number;
    format?: 'text' | 'binary';
  }
  class Result {
    constructor(rowMode?: 'array', types?: Result['_types']);
    fields: FieldDescription[];
    rowAsArray: boolean;
    _types?: { getTypeParser(oid: number, format: 'text' | 'binary'): (value: string) => unknown };
    _parsers?: ((value: string) => unknown)[];
    _prebuiltEmptyResultObject: Record<string, null> | null;
    addFields(fields: FieldDescription[]): void;
  }
  export default Result;
}
