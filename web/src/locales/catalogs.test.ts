import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorStatus } from '@contract/errors';

const dir = path.dirname(fileURLToPath(import.meta.url));

function keysOf(lang: string): string[] {
  const out: string[] = [];
  const walk = (node: unknown, prefix: string) => {
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (v && typeof v === 'object') walk(v, key);
      else out.push(key);
    }
  };
  for (const file of readdirSync(path.join(dir, lang))
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    walk(JSON.parse(readFileSync(path.join(dir, lang, file), 'utf8')), file.replace(/\.json$/, ''));
  }
  return out.sort();
}

describe('translation catalogs', () => {
  it('en and ar have exactly the same keys', () => {
    const en = keysOf('en');
    expect(en.length).toBeGreaterThan(0);
    expect(keysOf('ar')).toEqual(en);
  });

  it('a counted string has all six plural forms, or Arabic falls back to English for some numbers', () => {
    const forms = ['zero', 'one', 'two', 'few', 'many', 'other'];
    const incomplete = ['en', 'ar'].flatMap((lang) => {
      const keys = new Set(keysOf(lang));
      const counted = [...keys].filter((k) => k.endsWith('_one')).map((k) => k.slice(0, -'_one'.length));
      return [...new Set(counted)].filter((base) => forms.some((f) => !keys.has(`${base}_${f}`))).map((base) => `${lang}:${base}`);
    });
    expect(incomplete).toEqual([]);
  });

  it('no Arabic string is left in English or empty', () => {
    const ar = (file: string) => JSON.parse(readFileSync(path.join(dir, 'ar', file), 'utf8')) as Record<string, unknown>;
    const untranslated: string[] = [];
    const walk = (node: Record<string, unknown>, prefix: string) => {
      for (const [k, v] of Object.entries(node)) {
        if (v && typeof v === 'object') walk(v as Record<string, unknown>, `${prefix}.${k}`);
        // Brand names, placeholders and numbers may stay Latin; a sentence may not.
        else if (
          typeof v === 'string' &&
          (v.trim() === '' || (/[a-z]{4,}\s+[a-z]{3,}/i.test(v.replace(/\{\{[^}]+\}\}/g, '')) && !/[\u0600-\u06FF]/.test(v)))
        ) {
          untranslated.push(`${prefix}.${k}`);
        }
      }
    };
    for (const file of readdirSync(path.join(dir, 'ar')).filter((f) => f.endsWith('.json'))) walk(ar(file), file);
    expect(untranslated).toEqual([]);
  });

  it('every Arabic string keeps the same {{placeholders}} as its English source', () => {
    const flat = (lang: string) => {
      const out = new Map<string, string>();
      const walk = (node: unknown, prefix: string) => {
        for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
          if (v && typeof v === 'object') walk(v, `${prefix}.${k}`);
          else out.set(`${prefix}.${k}`, String(v));
        }
      };
      for (const file of readdirSync(path.join(dir, lang)).filter((f) => f.endsWith('.json'))) {
        walk(JSON.parse(readFileSync(path.join(dir, lang, file), 'utf8')), file);
      }
      return out;
    };
    const names = (text: string | undefined) => [...(text ?? '').matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort();
    const ar = flat('ar');
    // Arabic says "one user" and "two users" in words (مستخدم واحد، مستخدمان): those plural
    // forms may leave the count out, but may not bring in a placeholder English lacks.
    const wordForms = /_(zero|one|two)$/;
    const fits = (key: string, en: string[], arNames: string[]) =>
      wordForms.test(key) ? arNames.every((n) => en.includes(n)) : en.join() === arNames.join();
    const mismatched = [...flat('en')].filter(([key, text]) => !fits(key, names(text), names(ar.get(key)))).map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('has a message for every error code of the API, in both languages', () => {
    for (const lang of ['en', 'ar']) {
      const errors = (JSON.parse(readFileSync(path.join(dir, lang, 'common.json'), 'utf8')) as { errors: Record<string, string> }).errors;
      const missing = Object.keys(errorStatus).filter((code) => !errors[code]);
      expect(missing, lang).toEqual([]);
    }
  });
});
