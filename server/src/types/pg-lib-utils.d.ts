/** pg's own value mapping (how it sends a Date, an array, a JSON object), which pg exports untyped. */
declare module 'pg/lib/utils' {
  const utils: { prepareValue(value: unknown): unknown };
  export default utils;
}
