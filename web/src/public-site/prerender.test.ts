import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from './content';
import type { Lang } from './content/types';
import { prerenderAll } from './prerender';
import { placeholderAssets } from './render/assets';
import { allPaths, canonicalUrl, NOT_FOUND, outputFile } from './render/links';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const all = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => m[1] ?? '');
const meta = (html: string, attr: string, name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];

let dir = '';
const pages = new Map<string, string>();
const key = (lang: Lang, path: string) => `${lang}:${path}`;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ziyara-site-'));
  prerenderAll(dir, placeholderAssets);
  for (const lang of ['en', 'ar'] as const) {
    for (const path of allPaths()) pages.set(key(lang, path), readFileSync(join(dir, lang, outputFile(path)), 'utf8'));
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function expected(lang: Lang, path: string) {
  const c = content[lang];
  if (path === NOT_FOUND) return { h1: c.notFound.h1, title: c.notFound.title, description: c.notFound.description, lead: c.notFound.lead };
  const story = c.stories.find((s) => `/review/${s.id}` === path);
  if (story) return { h1: story.title, title: story.title, description: story.summary, lead: story.summary };
  const page = c.pages[path as keyof typeof c.pages];
  return { h1: page.h1, title: page.title, description: page.description, lead: page.lead };
}

describe.each(['en', 'ar'] as const)('prerendered %s pages', (lang) => {
  it.each(allPaths())('%s is a complete static page', (path) => {
    const html = pages.get(key(lang, path))!;
    const want = expected(lang, path);
    expect(html.startsWith('<!DOCTYPE html><html')).toBe(true);
    expect(html).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`);
    expect(all(html, /<h1[^>]*>([\s\S]*?)<\/h1>/g)).toEqual([esc(want.h1)]);
    expect(html).toContain(esc(want.lead));
    expect(all(html, /<title>([\s\S]*?)<\/title>/g)[0]).toContain(esc(want.title));
    expect(meta(html, 'name', 'description')).toBe(esc(want.description));
    expect(meta(html, 'property', 'og:title')).toContain(esc(want.title));
    expect(meta(html, 'property', 'og:description')).toBe(esc(want.description));
    expect(meta(html, 'property', 'og:image')).toMatch(/^https:\/\/[^/]+\/site-assets\//);
    // The site's one script, nothing inline, and never the signed-in app's bundle.
    expect(all(html, /<script([^>]*)>/g)).toEqual([` src="${placeholderAssets.js}"`]);
    expect(html).not.toMatch(/\/assets\/index|type="module"/);
    if (path === NOT_FOUND) {
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).not.toContain('rel="canonical"');
    } else {
      expect(all(html, /<link rel="canonical" href="([^"]*)"/g)).toEqual([canonicalUrl(path, lang)]);
      expect(meta(html, 'property', 'og:url')).toBe(canonicalUrl(path, lang));
      expect(html).toContain(`<link rel="alternate" hrefLang="ar" href="${canonicalUrl(path, 'ar')}"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${canonicalUrl(path, 'en')}"/>`);
    }
  });

  it('gives every page its own title and heading', () => {
    const routes = allPaths().map((p) => pages.get(key(lang, p))!);
    const titles = routes.map((h) => all(h, /<title>([\s\S]*?)<\/title>/g)[0]);
    const h1s = routes.map((h) => all(h, /<h1[^>]*>([\s\S]*?)<\/h1>/g)[0]);
    expect(new Set(titles).size).toBe(routes.length);
    expect(new Set(h1s).size).toBe(routes.length);
  });

  it('links only to pages and anchors that exist', () => {
    const known = new Set(allPaths());
    const app = /^\/(login|signin|app)(\/|$|\?)/;
    for (const path of allPaths()) {
      const html = pages.get(key(lang, path))!;
      const ids = new Set(all(html, / id="([^"]+)"/g));
      for (const href of all(html, / href="([^"]+)"/g)) {
        if (href.startsWith('#')) expect(ids.has(href.slice(1)), `${path} → ${href}`).toBe(true);
        else if (href.startsWith('/') && !href.startsWith('/site-assets/') && !app.test(href)) {
          expect(known.has(href.split(/[?#]/)[0]!), `${path} → ${href}`).toBe(true);
        }
      }
    }
  });
});

describe('the pricing page', () => {
  it('links each plan to sign-up with its package number', () => {
    const html = pages.get(key('en', '/price'))!;
    expect(all(html, /href="(\/signin\/singup\?package=\d)"/g)).toEqual([0, 1, 2, 3].map((n) => `/signin/singup?package=${n}`));
    expect(html).toContain('>79<');
    expect(html).toContain('>129<');
  });
});

describe('the forms', () => {
  it.each(['/get-in-touch', '/partner', '/gladiator', '/support'])('%s posts its kind with a honeypot', (path) => {
    const html = pages.get(key('ar', path))!;
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    // Arabic pages post to ?lang=ar so a no-JavaScript post returns to the Arabic page.
    expect(form).toContain('action="/api/v1/public/inquiries/?lang=ar"');
    const trap = /<div class="hp" aria-hidden="true">[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';
    for (const attr of ['name="website"', 'tabindex="-1"', 'autoComplete="off"']) expect(trap).toContain(attr);
    for (const field of ['name', 'email', 'phone', 'company', 'message']) {
      const control = new RegExp(`<(?:input|textarea)[^>]*name="${field}"[^>]*>`).exec(html)?.[0] ?? '';
      expect(control, field).toMatch(new RegExp(`aria-describedby="[^"]*f-${field}-error`));
      expect(html).toContain(`id="f-${field}-error"`);
    }
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('lets crawlers reach every public page and lists each in both languages', async () => {
    const { robotsTxt, sitemapXml } = await import('./render/sitemap');
    const rules = robotsTxt()
      .split('\n')
      .filter((l) => l.startsWith('Disallow: '))
      .map((l) => l.slice(10));
    const blocked = (path: string) => rules.some((r) => (r.endsWith('$') ? path === r.slice(0, -1) : path.startsWith(r)));
    expect(allPaths().filter(blocked)).toEqual([]);
    expect(blocked('/app') && blocked('/app/clients') && blocked('/api/v1/x')).toBe(true);
    const xml = sitemapXml();
    for (const path of allPaths().filter((p) => p !== NOT_FOUND)) {
      expect(xml).toContain(`<loc>${canonicalUrl(path, 'en')}</loc>`);
      expect(xml).toContain(`<loc>${canonicalUrl(path, 'ar')}</loc>`);
    }
  });
});
