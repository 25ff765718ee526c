import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

// A miniature build, so the serving rules are tested without running the real build.
const dist = mkdtempSync(path.join(tmpdir(), 'ziyara-web-'));
const put = (file: string, body: string) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), body);
};

let t: TestApp;
beforeAll(async () => {
  put('index.html', 'SPA');
  put('assets/app-abc123.js', 'console.log(1)');
  for (const lang of ['en', 'ar']) {
    put(`site/${lang}/index.html`, `home ${lang}`);
    put(`site/${lang}/why.html`, `why ${lang}`);
    put(`site/${lang}/review/acme.html`, `review ${lang}`);
    put(`site/${lang}/404.html`, `missing ${lang}`);
  }
  put('secret.html', 'not a page');
  t = await buildTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('serving the web', () => {
  it('serves each public page in the language of ?lang=, else of the lang cookie, else English', async () => {
    expect((await get('/why')).body).toBe('why en');
    expect((await get('/why', 'lang=ar')).body).toBe('why ar');
    expect((await get('/why/?lang=ar')).body).toBe('why ar');
    expect((await get('/why?lang=en', 'lang=ar')).body).toBe('why en');
    expect((await get('/')).body).toBe('home en');
    expect((await get('/why')).headers.vary).toContain('Cookie');
  });

  it("follows the browser's Accept-Language on a first visit; a cookie or ?lang= still wins", async () => {
    const withHeader = (url: string, lang: string, cookie?: string) =>
      t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang, ...(cookie ? { cookie } : {}) } });
    expect((await withHeader('/why', 'ar-SA,ar;q=0.9,en;q=0.8')).body).toBe('why ar');
    expect((await withHeader('/why', 'fr-FR, en;q=0.5, ar;q=0.7')).body).toBe('why ar');
    expect((await withHeader('/why', 'en-US,en;q=0.9,ar;q=0.5')).body).toBe('why en');
    expect((await withHeader('/why', 'fr, de')).body).toBe('why en');
    expect((await withHeader('/why', 'ar;q=0, en')).body).toBe('why en');
    expect((await withHeader('/why', 'ar', 'lang=en')).body).toBe('why en');
    expect((await withHeader('/why?lang=en', 'ar')).body).toBe('why en');
    expect((await withHeader('/nope', 'ar')).body).toBe('missing ar');
  });

  it("serves the app's index for its routes", async () => {
    for (const url of [
      '/app',
      '/app/settings',
      '/login',
      '/signin',
      '/signin/singup?package=2',
      '/visit/rate',
      '/forgot-password',
      '/reset-password',
      '/receipt/check/abc',
      '/invite',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe('SPA');
    }
  });

  it('answers unknown pages and unknown reviews with the 404 page', async () => {
    for (const url of ['/nope', '/review/unknown', '/review/..%2F..%2Fsecret', '/why/deeper']) {
      const res = await get(url, 'lang=ar');
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe('missing ar');
    }
    expect((await get('/review/acme')).body).toBe('review en');
  });

  it('caches hashed assets for a year and pages not at all', async () => {
    expect((await get('/assets/app-abc123.js')).headers['cache-control']).toContain('immutable');
    expect((await get('/why')).headers['cache-control']).toBe('no-cache');
  });

  it('keeps JSON errors for the API', async () => {
    const res = await get('/api/v1/unknown');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});
