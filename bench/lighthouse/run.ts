/**
 * Lighthouse scores for the public site against a running server (default
 * http://127.0.0.1:3000; start it with `npm start`, which builds first).
 *
 *   npm run bench:lighthouse -- [--url http://host:port] [--desktop] [--only /,/price] [--strict]
 *
 * Scores every public route in English plus a few in Arabic (and one story), prints a
 * markdown table and writes bench/results/lighthouse.json. --strict exits 1 below 95.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { publicRoutes } from '@contract/public-routes';
import { content } from '../../web/src/public-site/content';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGET = 95;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const base = (arg('url') ?? process.env.LIGHTHOUSE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const desktop = process.argv.includes('--desktop');
const only = arg('only')?.split(',');
const english = only ?? [...publicRoutes];
const arabic = only ?? ['/', '/price', '/get-in-touch', '/blog', `/review/${content.ar.stories[0]!.id}`];
const targets = [...english.map((p) => `${p}?lang=en`), ...arabic.map((p) => `${p}?lang=ar`)];

interface Row {
  page: string;
  scores: Record<string, number>;
  failing: string[];
  error?: string;
}

const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
async function audit(target: string, attempt = 1): Promise<RunnerResult | undefined> {
  const result = await lighthouse(`${base}${target}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    ...(desktop
      ? {
          formFactor: 'desktop',
          screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
          throttlingMethod: 'simulate',
        }
      : {}),
  });
  // Headless Chromium now and then fails a load (NO_FCP); one retry tells a flake from a fault.
  if (result?.lhr.runtimeError && attempt < 2) return audit(target, attempt + 1);
  return result;
}

const rows: Row[] = [];
try {
  for (const target of targets) {
    const result = await audit(target);
    if (!result) throw new Error(`Lighthouse returned nothing for ${target}`);
    const { categories, audits } = result.lhr;
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]));
    // Audits that lost points, so a low score says what to fix.
    const failing = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
      .map((a) => a.id);
    // A run that could not load the page scores 0: keep Lighthouse's reason next to it.
    const error = result.lhr.runtimeError ? `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}` : undefined;
    rows.push({ page: target, scores, failing, error });
    process.stdout.write(
      `${target}: ${CATEGORIES.map((c) => scores[c]).join(' / ')}${failing.length ? `  (${failing.join(', ')})` : ''}${error ? `  ERROR ${error}` : ''}\n`,
    );
  }
} finally {
  await chrome.kill();
}

const header = `| page | ${CATEGORIES.join(' | ')} |\n|---|${CATEGORIES.map(() => '---:').join('|')}|`;
const body = rows.map((r) => `| ${r.page} | ${CATEGORIES.map((c) => r.scores[c]).join(' | ')} |`).join('\n');
const min = Object.fromEntries(CATEGORIES.map((c) => [c, Math.min(...rows.map((r) => r.scores[c]!))]));
process.stdout.write(`\n${header}\n${body}\n| **minimum** | ${CATEGORIES.map((c) => `**${min[c]}**`).join(' | ')} |\n`);

const out = join(dirname(fileURLToPath(import.meta.url)), '../results/lighthouse.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  JSON.stringify({ base, formFactor: desktop ? 'desktop' : 'mobile', date: new Date().toISOString(), min, rows }, null, 2),
);
process.stdout.write(`\nwrote ${out}\n`);

if (process.argv.includes('--strict') && Object.values(min).some((v) => v < TARGET)) process.exit(1);
