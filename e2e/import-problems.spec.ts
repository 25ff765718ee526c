import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { DEMO_MANAGER, logIn, resetProfileLanguage } from './fixtures';
import type { Download } from '@playwright/test';
import { expect, test } from './test';

test.afterEach(async ({ page }) => resetProfileLanguage(page));

const UI = {
  en: { nav: 'Clients', import: 'Import', header: ['Row', 'Problem'], required: 'Contact name: Required', close: 'Close' },
  ar: { nav: 'العملاء', import: 'استيراد', header: ['الصف', 'المشكلة'], required: 'Contact name: مطلوب', close: 'إغلاق' },
};

const HEADER = 'Title,Contact name,Company name,Customer type,Customer target,Phone,Email,Country,City';

/** A CSV download read with csv-parse: header row first. */
const csvOf = async (d: Download) => parse(await readFile((await d.path())!), { bom: true, relax_column_count: true }) as string[][];

/** An XLSX download as openpyxl reads it (Debian's python3-openpyxl): its rows and whether it reads right to left. */
async function xlsxOf(d: Download): Promise<{ rtl: boolean; rows: string[][] }> {
  const script = [
    'import json, sys, openpyxl',
    'ws = openpyxl.load_workbook(sys.argv[1]).worksheets[0]',
    'rows = [["" if v is None else str(v) for v in r] for r in ws.iter_rows(values_only=True)]',
    'print(json.dumps({"rtl": bool(ws.sheet_view.rightToLeft), "rows": rows}))',
  ].join('\n');
  // openpyxl goes by the file's extension, which the download's own path lacks.
  const dir = await mkdtemp(path.join(tmpdir(), 'ziyara-e2e-'));
  const file = path.join(dir, 'problems.xlsx');
  await d.saveAs(file);
  try {
    return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script, file], { encoding: 'utf8' })) as never;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

for (const lang of ['en', 'ar'] as const) {
  test(`an import with 210 bad rows offers every one of them in a problem file (${lang})`, async ({ page }) => {
    const tag = `${Date.now() % 100000}`.padStart(5, '0');
    const bad = Array.from(
      { length: 210 },
      (_, i) => `Dr,,Bad Co ${tag} ${i},Clinic,VIP,+966 58 ${tag}${String(i).padStart(3, '0')},,SA,Riyadh`,
    );
    const csv = [
      HEADER,
      `Dr,Good Person ${tag},Good Co ${tag},Clinic,VIP,+966 57 ${tag}${lang === 'en' ? '01' : '02'},,SA,Riyadh`,
      ...bad,
      // The demo company already has this phone.
      `Mr,Same Phone ${tag},Dup Co,Commercial,Regular,+966 50 211 4410,,SA,Jeddah`,
    ].join('\r\n');
    await logIn(page, DEMO_MANAGER);
    if (lang === 'ar') await page.getByTestId('language-switch').click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.getByRole('link', { name: UI[lang].nav }).click();
    await page.getByRole('button', { name: UI[lang].import }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

    const preview = dialog.getByTestId('import-preview');
    await expect(preview.getByTestId('import-stat-invalid')).toContainText('210');
    // 200 listed, and the rest counted: they are in the file.
    await expect(preview.getByTestId('import-problems-more')).toContainText(lang === 'en' ? '10 more' : '10');
    const saved = page.waitForEvent('download');
    await preview.getByTestId('import-problem-download').click();
    const file = await saved;
    expect(file.suggestedFilename()).toBe(lang === 'en' ? 'clients-problems.csv' : 'clients-مشكلات.csv');
    const table = await csvOf(file);
    expect(table[0]).toEqual([...UI[lang].header, ...HEADER.split(',')]);
    expect(table).toHaveLength(1 + 211);
    expect(table[1]?.slice(0, 2)).toEqual(['3', UI[lang].required]);
    expect(table[1]?.[4]).toBe(`Bad Co ${tag} 0`);
    expect(table.at(-1)?.[0]).toBe('213');

    const asXlsx = page.waitForEvent('download');
    await preview.getByTestId('import-problem-download-xlsx').click();
    const book = await xlsxOf(await asXlsx);
    expect(book.rtl).toBe(lang === 'ar');
    expect(book.rows).toHaveLength(1 + 211);

    await preview.getByTestId('import-submit').click();
    const done = dialog.getByTestId('import-done');
    await expect(done.getByTestId('import-done-created')).toContainText('1');
    // After the import, the rows it left out with problems (the company's duplicate was skipped as chosen).
    const leftOut = page.waitForEvent('download');
    await done.getByTestId('import-problem-download').click();
    const rest = await csvOf(await leftOut);
    expect(rest).toHaveLength(1 + 210);
    await done.getByRole('button', { name: UI[lang].close }).click();
    await expect(dialog).toBeHidden();
  });
}

test('a clients export is listed on the reports page with the report exports', async ({ page }) => {
  await logIn(page, DEMO_MANAGER);
  await page.getByRole('link', { name: 'Clients' }).click();
  await page.getByTestId('export-menu').click();
  await page.getByRole('menuitem', { name: 'Excel' }).click();
  await expect(page.getByTestId('client-export-status')).toContainText('is ready');
  await page.goto('/app/reports');
  const listed = page.getByTestId('client-export-status');
  await expect(listed).toContainText('is ready');
  const saved = page.waitForEvent('download');
  await listed.getByTestId('client-export-download').click();
  expect((await saved).suggestedFilename()).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.xlsx$/);
});
