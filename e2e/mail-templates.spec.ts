import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';

/**
 * Issue 42: every mail template, in English and Arabic, drawn by Chromium on a phone-wide
 * window (360 px), the way a mail program that shows HTML would: the direction follows the
 * language, nothing is wider than the screen, and a screenshot of each is kept with the report.
 * The HTML is the server's own (server/src/mail/samples.ts renders each template with its
 * longest content through the same code the mailer uses); the page needs no server.
 */
const samples = path.resolve('test-results', 'mail-templates');
/** One per message kind (server/src/mail/templates/); a template added there belongs here too. */
const TEMPLATES = [
  'added-elsewhere',
  'already-registered',
  'invitation',
  'meeting',
  'meeting-cancelled',
  'meeting-removed',
  'meeting-updated',
  'notification',
  'password-reset',
  'scheduled-report',
  'scheduled-report-link',
  'signup-code',
];
const files = TEMPLATES.flatMap((name) => [`${name}.en.html`, `${name}.ar.html`]);

test.beforeAll(() => {
  // tsx, as the server's sources are run in development: the samples render through the same modules.
  execFileSync(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'server/src/mail/samples.ts', samples], { stdio: 'pipe' });
  const written = readdirSync(samples).filter((f) => f.endsWith('.html'));
  expect(written.sort(), 'the samples and this list name the same templates').toEqual([...files].sort());
});

for (const file of files) {
  const lang = file.endsWith('.ar.html') ? 'ar' : 'en';
  test(`${file}: ${lang === 'ar' ? 'right to left' : 'left to right'}, no overflow at 360 px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.setContent(readFileSync(path.join(samples, file), 'utf8'), { waitUntil: 'load' });
    const seen = await page.evaluate(() => {
      const root = document.documentElement;
      // Every element, not only the page: a table cell that is wider than its table shows here.
      const wide = [...document.body.querySelectorAll<HTMLElement>('*')]
        .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5 || el.getBoundingClientRect().left < -0.5)
        .map((el) => `${el.tagName.toLowerCase()}: ${(el.textContent ?? '').slice(0, 40)}`);
      const heading = [...document.querySelectorAll('p')].find((p) => p.textContent?.trim());
      return {
        dir: root.dir,
        lang: root.lang,
        bodyDirection: getComputedStyle(document.body).direction,
        headingDirection: heading ? getComputedStyle(heading).direction : '',
        scrollWidth: root.scrollWidth,
        clientWidth: root.clientWidth,
        wide,
      };
    });
    const dir = lang === 'ar' ? 'rtl' : 'ltr';
    expect(seen).toMatchObject({ dir, lang, bodyDirection: dir, headingDirection: dir });
    expect(seen.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(seen.clientWidth);
    expect(seen.wide, 'elements wider than the screen').toEqual([]);
    // The header carries the brand colour (#0b7a6e).
    const header = page.locator('[style*="background-color:#0b7a6e"]').first();
    await expect(header).toBeVisible();
    const shot = testInfo.outputPath(file.replace(/\.html$/, '.png'));
    await page.screenshot({ path: shot, fullPage: true });
    await testInfo.attach(file.replace(/\.html$/, ''), { path: shot, contentType: 'image/png' });
  });
}
