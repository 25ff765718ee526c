import { describe, expect, it } from 'vitest';
import { plans } from '@contract/plans';
import { publicRoutes } from '@contract/public-routes';
import { content } from './content';

/** Fields that name things rather than say things: they must be identical in every language. */
const SHARED = new Set(['href', 'id', 'date', 'icon', 'key', 'lang']);

/** Walks en and ar together and reports every structural difference. */
function diff(en: unknown, ar: unknown, path: string, out: string[]): void {
  if (Array.isArray(en) || Array.isArray(ar)) {
    if (!Array.isArray(en) || !Array.isArray(ar) || en.length !== ar.length) {
      out.push(`${path}: list lengths differ`);
      return;
    }
    en.forEach((item, i) => diff(item, ar[i], `${path}[${i}]`, out));
    return;
  }
  if (en && typeof en === 'object') {
    if (!ar || typeof ar !== 'object') return void out.push(`${path}: missing in ar`);
    const keys = new Set([...Object.keys(en), ...Object.keys(ar)]);
    for (const key of keys) {
      const a = (en as Record<string, unknown>)[key];
      const b = (ar as Record<string, unknown>)[key];
      if (a === undefined || b === undefined) out.push(`${path}.${key}: present in one language only`);
      else if (SHARED.has(key) && key !== 'lang' && a !== b) out.push(`${path}.${key}: ${String(a)} ≠ ${String(b)}`);
      else diff(a, b, `${path}.${key}`, out);
    }
    return;
  }
  if (typeof en !== typeof ar) out.push(`${path}: types differ`);
}

/** Every human-readable string (shared identifiers such as icons and links left out). */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) if (!SHARED.has(key)) strings(v, out);
  }
  return out;
}

describe('public site content', () => {
  it('has the same keys, list lengths, links, ids and dates in English and Arabic', () => {
    const problems: string[] = [];
    diff(content.en, content.ar, 'content', problems);
    expect(problems).toEqual([]);
  });

  it('has a complete page for every public route', () => {
    for (const lang of ['en', 'ar'] as const) {
      for (const route of publicRoutes) {
        const page = content[lang].pages[route];
        expect(page, `${lang} ${route}`).toBeDefined();
        for (const field of ['title', 'description', 'eyebrow', 'h1', 'lead'] as const) {
          expect(page[field].trim().length, `${lang} ${route} ${field}`).toBeGreaterThan(2);
        }
        expect(page.description.length, `${lang} ${route} description`).toBeGreaterThanOrEqual(50);
        expect(page.description.length, `${lang} ${route} description`).toBeLessThanOrEqual(230);
        const body = page.sections.length + (page.entries?.length ?? 0);
        const listed = ['/success-story', '/blog', '/whatisnew', '/press'].includes(route);
        expect(body > 0 || listed, `${lang} ${route} has no body`).toBe(true);
      }
    }
  });

  it('links every public route from the site map', () => {
    const linked = new Set(['/', content.en.ui.navPricing.href, ...content.en.ui.nav.flatMap((g) => g.links.map((l) => l.href))]);
    expect([...publicRoutes].filter((r) => !linked.has(r))).toEqual([]);
    expect([...linked].filter((r) => !(publicRoutes as readonly string[]).includes(r))).toEqual([]);
  });

  it('describes every plan of the contract, in its order', () => {
    expect(content.en.plans.map((p) => p.key)).toEqual(plans.map((p) => p.key));
  });

  it('dates entries, newest first, with unique anchors', () => {
    for (const route of ['/blog', '/whatisnew', '/press'] as const) {
      const entries = content.en.pages[route].entries ?? [];
      expect(entries.length, route).toBeGreaterThanOrEqual(2);
      expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
      const dates = entries.map((e) => e.date);
      expect(dates.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
  });

  it('gives stories URL-safe, unique ids', () => {
    const ids = content.en.stories.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[a-z0-9-]+$/.test(id))).toBe(true);
  });

  it('contains no placeholder text', () => {
    for (const lang of ['en', 'ar'] as const) {
      const all = strings(content[lang]).join('\n').toLowerCase();
      for (const banned of ['lorem', 'ipsum', 'coming soon', 'todo', 'tbd', 'xxx', 'يتوفر قريب', 'قادم قريب', 'قريبًا إن شاء']) {
        expect(all.includes(banned), `${lang} contains "${banned}"`).toBe(false);
      }
    }
  });

  it('writes the Arabic pages in Arabic', () => {
    const arabic = /[\u0600-\u06FF]/;
    for (const route of publicRoutes) {
      const page = content.ar.pages[route];
      for (const text of [page.title, page.h1, page.lead, ...strings(page.sections)]) {
        expect(arabic.test(text), `${route}: "${text}"`).toBe(true);
      }
    }
  });
});
