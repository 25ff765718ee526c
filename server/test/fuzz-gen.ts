/**
 * Request generation for the OpenAPI fuzzer (fuzz.test.ts): values drawn from an operation's
 * JSON schemas — valid ones, boundary ones just past each limit, and malformed ones of the
 * wrong type or shape — from a seeded generator, so a failing request can be made again.
 */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

/** mulberry32: small, fast, and the same sequence for the same seed. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
export type Rng = ReturnType<typeof seeded>;

/** Strings a form might hold, and strings meant to break something. */
const PLAIN = [
  'Riyadh',
  'شركة النخيل الطبية',
  'Dr Huda',
  '2031-05-04',
  '10:30',
  '+966 55 123 4567',
  'a@example.com',
  'https://example.com/x',
  '0',
  '1',
];
const HOSTILE = [
  '',
  ' ',
  'a\u0000b',
  '\u202Etxt.exe',
  '\uD800',
  "' OR '1'='1' --",
  '"; DROP TABLE visits; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '%00%ff',
  '١٢٣٤',
  'ﷺ'.repeat(50),
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '__proto__',
];

export type Mode = 'valid' | 'boundary' | 'malformed';

/** A value for `schema`; `ids` are real ids of the caller's company (and some of another). */
export function valueFor(schema: JsonSchema | undefined, mode: Mode, rng: Rng, ids: readonly string[], depth = 0): unknown {
  if (!schema || depth > 6) return rng.pick(PLAIN);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return valueFor(rng.pick(variants), mode, rng, ids, depth + 1);
  if (mode === 'malformed' && rng.chance(0.5)) return malformed(rng);
  if (schema.enum?.length) return mode === 'valid' || rng.chance(0.5) ? rng.pick(schema.enum) : rng.pick(HOSTILE);
  const type = Array.isArray(schema.type) ? rng.pick(schema.type) : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema, mode, rng, ids);
    case 'integer':
    case 'number':
      return numberFor(schema, type, mode, rng);
    case 'boolean':
      return mode === 'valid' ? rng.chance(0.5) : rng.pick([true, false, 'yes', 1, null]);
    case 'array': {
      const max = schema.maxItems ?? 3;
      const n = mode === 'boundary' ? rng.pick([0, Math.min(max + 1, 600)]) : rng.int(schema.minItems ?? 0, Math.min(max, 3));
      return Array.from({ length: n }, () => valueFor(schema.items, mode, rng, ids, depth + 1));
    }
    case 'object':
      return objectFor(schema, mode, rng, ids, depth);
    case 'null':
      return null;
    default:
      return rng.pick(PLAIN);
  }
}

function stringFor(schema: JsonSchema, mode: Mode, rng: Rng, ids: readonly string[]): string {
  if (schema.format === 'uuid')
    return mode === 'valid' || rng.chance(0.6) ? rng.pick(ids) : rng.pick([crypto.randomUUID(), 'not-a-uuid', "1' OR '1'='1"]);
  if (schema.format === 'date-time') return mode === 'valid' ? new Date(Date.now() + rng.int(-9e8, 9e8)).toISOString() : rng.pick(HOSTILE);
  if (schema.format === 'email')
    return mode === 'valid' ? `f${rng.int(0, 1e9)}@example.com` : rng.pick(['a@', '@b.c', 'a@b', 'x'.repeat(300)]);
  if (mode === 'boundary') {
    const max = schema.maxLength ?? 10_000;
    return rng.pick(['', 'x'.repeat(Math.min(max + 1, 200_000)), 'x'.repeat(Math.max(0, (schema.minLength ?? 1) - 1)), 'ع'.repeat(max)]);
  }
  return mode === 'valid' ? rng.pick(PLAIN) : rng.pick(HOSTILE);
}

function numberFor(schema: JsonSchema, type: 'integer' | 'number', mode: Mode, rng: Rng): unknown {
  const lo = schema.minimum ?? schema.exclusiveMinimum ?? -1000;
  const hi = schema.maximum ?? schema.exclusiveMaximum ?? 1000;
  if (mode === 'valid') return type === 'integer' ? rng.int(lo, Math.min(hi, lo + 1000)) : lo + rng.next() * (Math.min(hi, lo + 1e6) - lo);
  return rng.pick([lo - 1, hi + 1, 0, -1, 1.5, 2 ** 53 + 1, -(2 ** 63), 1e308, '12', '', '٣']);
}

function objectFor(schema: JsonSchema, mode: Mode, rng: Rng, ids: readonly string[], depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    // Valid bodies keep what is required and half of the rest; others also drop required fields.
    const keep = required.has(name) ? mode === 'valid' || rng.chance(0.85) : rng.chance(0.5);
    if (keep) out[name] = valueFor(field, mode === 'valid' || rng.chance(0.6) ? 'valid' : mode, rng, ids, depth + 1);
  }
  if (mode !== 'valid' && rng.chance(0.2))
    Object.assign(out, JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": 1}}'));
  return out;
}

function malformed(rng: Rng): unknown {
  return rng.pick([null, [], {}, [1, 'a', null], { nested: { deeper: { deepest: [] } } }, 'x'.repeat(5000), -0, true]);
}

/** A whole body that is not what any JSON route expects. */
export function brokenBody(rng: Rng): { payload: string | Buffer; contentType: string } {
  return rng.pick([
    { payload: '{"a":', contentType: 'application/json' },
    { payload: '[]', contentType: 'application/json' },
    { payload: 'null', contentType: 'application/json' },
    { payload: '"text"', contentType: 'application/json' },
    { payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' },
    { payload: '<a>xml</a>', contentType: 'application/xml' },
    { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { payload: Buffer.from([0xff, 0xfe, 0x00, 0x01]), contentType: 'application/json' },
    { payload: 'plain words', contentType: 'text/plain' },
  ]);
}
