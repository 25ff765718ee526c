/**
 * Build step (run with tsx after `vite build --config web/vite.site.config.ts`): renders every
 * public route, every /review/{id} and the 404 page, in English and Arabic, to
 * dist/web/site/<lang>/<path>.html, using the hashed asset names from the site build.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { languages } from './content';
import type { Lang } from './content/types';
import type { SiteAssets } from './render/assets';
import { allPaths, outputFile } from './render/links';
import { renderPage } from './render/render';
import { robotsTxt, sitemapXml } from './render/sitemap';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
// WEB_DIST: same override as web/vite.site.config.ts.
const webDist = process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : join(repo, 'dist/web');
const assetDir = join(webDist, 'site-assets');
const base = '/site-assets/';

interface ManifestEntry {
  file: string;
  assets?: string[];
  css?: string[];
}

/** Reads the site build's manifest and publishes the OG image under a content hash. */
export function readAssets(dir = assetDir): SiteAssets {
  const manifestFile = join(dir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`No site build in ${dir}: run vite build --config web/vite.site.config.ts first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestEntry>;
  const entries = Object.values(manifest);
  const find = (test: (file: string) => boolean) => {
    const hit = entries.find((e) => test(e.file));
    if (!hit) throw new Error('Missing asset in the site manifest');
    return base + hit.file;
  };
  const og = join(repo, 'web/site/og.jpg');
  const ogName = `og-${createHash('sha256').update(readFileSync(og)).digest('hex').slice(0, 10)}.jpg`;
  copyFileSync(og, join(dir, ogName));
  return {
    js: find((f) => f.endsWith('.js')),
    css: find((f) => f.endsWith('.css')),
    font: {
      en: find((f) => f.startsWith('inter-latin-400-')),
      ar: find((f) => f.startsWith('noto-sans-arabic-arabic-400-')),
    },
    ogImage: base + ogName,
  };
}

/** Writes every page; returns [file, bytes] for the size report. */
export function prerenderAll(outDir: string, assets: SiteAssets): Array<[string, number]> {
  rmSync(outDir, { recursive: true, force: true });
  const written: Array<[string, number]> = [];
  for (const lang of languages as Lang[]) {
    for (const path of allPaths()) {
      const file = join(outDir, lang, outputFile(path));
      mkdirSync(dirname(file), { recursive: true });
      const html = renderPage(path, lang, assets);
      writeFileSync(file, html);
      written.push([file, Buffer.byteLength(html)]);
    }
  }
  return written;
}

/**
 * Writes .br and .gz next to every text file, for @fastify/static's `preCompressed` option:
 * the server then sends compressed pages without compressing on each request.
 */
export function precompress(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(html|js|css|xml|txt)$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const data = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const assets = readAssets();
  const written = prerenderAll(join(webDist, 'site'), assets);
  writeFileSync(join(webDist, 'sitemap.xml'), sitemapXml());
  // The SPA build may ship its own robots.txt; only fill the gap.
  if (!existsSync(join(webDist, 'robots.txt'))) writeFileSync(join(webDist, 'robots.txt'), robotsTxt());
  precompress(join(webDist, 'site'));
  precompress(assetDir);
  // The signed-in app's bundles are built before this step; they are served the same way.
  if (existsSync(join(webDist, 'assets'))) precompress(join(webDist, 'assets'));
  const gz = (url: string) => gzipSync(readFileSync(join(webDist, url))).length;
  const largest = written.reduce((a, b) => (b[1] > a[1] ? b : a));
  process.stdout.write(
    `public site: ${written.length} pages in ${join(webDist, 'site')} (largest ${largest[0].slice(webDist.length + 1)}: ${(largest[1] / 1024).toFixed(1)} KiB)\n`,
  );
  process.stdout.write(
    `  script ${assets.js}: ${(gz(assets.js) / 1024).toFixed(1)} KiB gzip; stylesheet ${assets.css}: ${(gz(assets.css) / 1024).toFixed(1)} KiB gzip\n`,
  );
}
