import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './app/app-routes';
import { paths } from './app/paths';
import { brandScale, darkScale, siteColors } from './components/brand/palette';

/**
 * The installable app: web/public/manifest.{en,ar}.webmanifest, the icons they list
 * (drawn by scripts/make-icons.ts), and the tags of web/index.html that boot.js keeps in the
 * page's language and colour scheme.
 */
const web = join(import.meta.dirname, '..');
const publicDir = join(web, 'public');
const langs = ['en', 'ar'] as const;
const ORIGIN = 'https://ziyara.example';

interface Icon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
interface Manifest {
  id: string;
  start_url: string;
  scope: string;
  display: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: string;
  theme_color: string;
  background_color: string;
  icons: Icon[];
  shortcuts: { name: string; short_name?: string; url: string }[];
}

const readManifest = (lang: string) => JSON.parse(readFileSync(join(publicDir, `manifest.${lang}.webmanifest`), 'utf8')) as Manifest;
const publicFile = (url: string) => join(publicDir, new URL(url, ORIGIN).pathname);

/** Width and height from a PNG's IHDR chunk, which must come first. */
function pngSize(file: string): { width: number; height: number } {
  const png = readFileSync(file);
  expect(png.subarray(0, 8).toString('hex'), `${file} is not a PNG`).toBe('89504e470d0a1a0a');
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Is this pathname a page of the signed-in app (app/app-routes.ts, `:param` matching a segment)? */
function isAppRoute(pathname: string): boolean {
  if (pathname === paths.app) return true;
  if (!pathname.startsWith(`${paths.app}/`)) return false;
  const segments = pathname.slice(paths.app.length + 1).split('/');
  return appRoutes.some((route) => {
    const pattern = route.path.split('/');
    return pattern.length === segments.length && pattern.every((p, i) => p.startsWith(':') || p === segments[i]);
  });
}

const ARABIC = /[\u0600-\u06FF]/;

describe.each(langs)('manifest.%s.webmanifest', (lang) => {
  const manifest = readManifest(lang);

  it('has every field an installable app needs, in its language', () => {
    for (const field of ['id', 'start_url', 'scope', 'name', 'short_name', 'description'] as const) {
      expect(typeof manifest[field], field).toBe('string');
      expect(manifest[field].length, field).toBeGreaterThan(0);
    }
    expect(manifest.display).toBe('standalone');
    expect(manifest.lang).toBe(lang);
    expect(manifest.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    expect(manifest.short_name.length).toBeLessThanOrEqual(12); // what launchers show in full
    if (lang === 'ar') {
      for (const text of [manifest.name, manifest.short_name, manifest.description]) expect(text).toMatch(ARABIC);
    } else {
      for (const text of [manifest.name, manifest.short_name, manifest.description]) expect(text).not.toMatch(ARABIC);
    }
  });

  it("takes its colours from the brand palette's light scheme", () => {
    expect(manifest.theme_color).toBe(brandScale[7]);
    expect(manifest.background_color).toBe(siteColors.light['--bg']);
  });

  it('starts inside its scope, on the signed-in app', () => {
    const scope = new URL(manifest.scope, ORIGIN).href;
    expect(new URL(manifest.start_url, ORIGIN).href.startsWith(scope)).toBe(true);
    expect(new URL(manifest.id, ORIGIN).pathname).toBe(paths.app);
    expect(isAppRoute(new URL(manifest.start_url, ORIGIN).pathname)).toBe(true);
  });

  it('lists icons that exist with the sizes it claims', () => {
    for (const icon of manifest.icons) {
      const file = publicFile(icon.src);
      expect(existsSync(file), icon.src).toBe(true);
      expect(icon.type).toBe('image/png');
      const { width, height } = pngSize(file);
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(statSync(file).size, `${icon.src} stays small`).toBeLessThan(40 * 1024);
    }
    const has = (sizes: string, purpose: string) =>
      manifest.icons.some((i) => i.sizes === sizes && (i.purpose ?? 'any').split(' ').includes(purpose));
    expect(has('192x192', 'any')).toBe(true);
    expect(has('512x512', 'any')).toBe(true);
    expect(has('512x512', 'maskable')).toBe(true);
  });

  it("has shortcuts to real pages of the app, inside the manifest's scope", () => {
    expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/app/visits', '/app/tasks']);
    for (const shortcut of manifest.shortcuts) {
      expect(shortcut.name.length).toBeGreaterThan(0);
      if (lang === 'ar') expect(shortcut.name).toMatch(ARABIC);
      const url = new URL(shortcut.url, ORIGIN);
      expect(url.href.startsWith(new URL(manifest.scope, ORIGIN).href)).toBe(true);
      expect(isAppRoute(url.pathname), shortcut.url).toBe(true);
    }
  });
});

it('both manifests describe the same app: one identity and the same icons and shortcuts', () => {
  const [en, ar] = langs.map(readManifest) as [Manifest, Manifest];
  for (const field of ['id', 'start_url', 'scope', 'display', 'theme_color', 'background_color'] as const) {
    expect(ar[field], field).toBe(en[field]);
  }
  expect(ar.icons).toEqual(en.icons);
  expect(ar.shortcuts.map((s) => s.url)).toEqual(en.shortcuts.map((s) => s.url));
});

/** The <link> and <meta> tags of web/index.html, as attribute maps. */
function headTags(): Record<string, string>[] {
  const html = readFileSync(join(web, 'index.html'), 'utf8').replace(/<!--[\s\S]*?-->/g, '');
  return [...html.matchAll(/<(?:link|meta)\b([^>]*)>/g)].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])),
  );
}

describe('index.html and boot.js', () => {
  const tags = headTags();

  it('links the English manifest, the Apple icon and a theme colour per scheme', () => {
    const manifest = tags.find((t) => t.rel === 'manifest');
    expect(manifest).toMatchObject({ id: 'app-manifest', href: '/manifest.en.webmanifest' });
    const apple = tags.find((t) => t.rel === 'apple-touch-icon');
    expect(pngSize(publicFile(apple!.href!))).toEqual({ width: 180, height: 180 });
    const themes = tags.filter((t) => t.name === 'theme-color');
    expect(themes).toContainEqual(expect.objectContaining({ content: brandScale[7], media: '(prefers-color-scheme: light)' }));
    expect(themes).toContainEqual(expect.objectContaining({ content: darkScale[7], media: '(prefers-color-scheme: dark)' }));
    expect(tags).toContainEqual({ name: 'mobile-web-app-capable', content: 'yes' });
  });

  /** Runs boot.js on a stand-in for the page: index.html's own tags, the given storage and cookie. */
  function boot(storage: Record<string, string>, cookie = '') {
    const element = (attrs: Record<string, string>) => ({
      attrs: { ...attrs },
      getAttribute(name: string) {
        return this.attrs[name] ?? null;
      },
      setAttribute(name: string, value: string) {
        this.attrs[name] = String(value);
      },
    });
    const html = element({});
    const link = element(tags.find((t) => t.rel === 'manifest')!);
    const metas = tags.filter((t) => t.name === 'theme-color').map(element);
    let onMutation = () => {};
    const document = {
      documentElement: html,
      cookie,
      getElementById: (id: string) => (id === link.attrs.id ? link : null),
      querySelectorAll: (selector: string) => (selector === 'meta[name="theme-color"]' ? metas : []),
    };
    const window = {
      localStorage: { getItem: (key: string) => storage[key] ?? null },
      MutationObserver: class {
        constructor(callback: () => void) {
          onMutation = callback;
        }
        observe() {}
      },
    };
    runInNewContext(readFileSync(join(publicDir, 'boot.js'), 'utf8'), { window, document });
    return { html, manifest: () => link.attrs.href, colours: () => metas.map((m) => m.attrs.content), mutate: () => onMutation() };
  }

  it('points the manifest at the Arabic one when the page is Arabic, and follows a language switch', () => {
    expect(boot({}).manifest()).toBe('/manifest.en.webmanifest');
    expect(boot({}, 'csrftoken=x; lang=ar').manifest()).toBe('/manifest.ar.webmanifest');
    const page = boot({ lang: 'ar' });
    expect(page.html.getAttribute('dir')).toBe('rtl');
    expect(page.manifest()).toBe('/manifest.ar.webmanifest');
    page.html.setAttribute('lang', 'en'); // what lib/i18n.ts does on a switch
    page.mutate();
    expect(page.manifest()).toBe('/manifest.en.webmanifest');
  });

  it("gives the browser the theme colour of the scheme the app paints, not the system's", () => {
    expect(boot({}).colours()).toEqual([brandScale[7], brandScale[7]]);
    const page = boot({ theme: 'dark' });
    expect(page.colours()).toEqual([darkScale[7], darkScale[7]]);
    page.html.setAttribute('data-mantine-color-scheme', 'light'); // what Mantine does on a toggle
    page.mutate();
    expect(page.colours()).toEqual([brandScale[7], brandScale[7]]);
  });
});
