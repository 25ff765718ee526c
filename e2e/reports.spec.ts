import { readFile } from 'node:fs/promises';
import { expect, test } from './test';
import ExcelJS from 'exceljs';
import type { ExportFormat } from '@contract/reports';
import { extract } from '../server/test/pdf-text';
import { DEMO_MANAGER, chooseOption, logIn, resetProfileLanguage } from './fixtures';

test.afterEach(async ({ page }) => resetProfileLanguage(page));

/** What a manager reads, per language: the nav, the report picker and one heading of each report. */
const UI = {
  en: {
    nav: 'Reports',
    picker: 'Report',
    total: 'Total',
    reports: [
      ['Full employee report', 'Tasks overdue'],
      ['Visit report', 'Planned for'],
      ['Task report', 'Due'],
      ['Client report', 'Customer type'],
    ],
  },
  ar: {
    nav: 'التقارير',
    picker: 'التقرير',
    total: 'الإجمالي',
    reports: [
      ['تقرير الموظفين الكامل', 'مهام متأخرة'],
      ['تقرير الزيارات', 'موعد الزيارة'],
      ['تقرير المهام', 'تاريخ الاستحقاق'],
      ['تقرير العملاء', 'نوع العميل'],
    ],
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`a manager views each report with its headings (${lang})`, async ({ page }) => {
    const ui = UI[lang];
    if (lang === 'ar') await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await logIn(page, DEMO_MANAGER);
    if (lang === 'ar') await page.getByTestId('language-switch').click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.getByRole('link', { name: ui.nav }).click();
    await expect(page).toHaveURL(/\/app\/reports$/);
    for (const [name, heading] of ui.reports) {
      await chooseOption(page, ui.picker, name);
      await expect(page.getByRole('columnheader', { name: heading, exact: true })).toBeVisible();
    }
    // The employee report has a row per rep of the demo company, so it is never empty.
    await chooseOption(page, ui.picker, ui.reports[0][0]);
    await expect(page.getByRole('cell', { name: 'Omar Haddad' })).toBeVisible();
    // The totals row under the table: its label heads the row, then a total per number column.
    const totals = page.getByTestId('report-totals');
    await expect(totals.getByRole('rowheader', { name: ui.total })).toBeVisible();
    await expect(totals.getByRole('cell').first()).toHaveText(/[\d٠-٩]/);
  });
}

/** What the three files must hold, per language: the report's title and one column heading. */
const EXPORTED = {
  en: { title: 'Visit report', heading: 'Planned for', ready: /is ready/ },
  ar: { title: 'تقرير الزيارات', heading: 'موعد الزيارة', ready: /جاهز/ },
} as const;

/**
 * The file's words: CSV and XLSX cells as they are (an XLSX's sheet names too: the table is
 * named for the report, its title and filters are on the About sheet), the PDF's text as
 * pdf.js reads it (without spaces).
 */
async function wordsOf(format: ExportFormat, bytes: Buffer): Promise<string> {
  if (format === 'csv') return bytes.toString('utf8');
  if (format === 'xlsx') {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const cells: string[] = [];
    for (const sheet of book.worksheets) {
      cells.push(sheet.name);
      sheet.eachRow((row) => cells.push(...(row.values as unknown[]).map(String)));
    }
    return cells.join('\n');
  }
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  return (await extract(bytes)).items.map((i) => i.text.replace(/\s+/g, '')).join('');
}

for (const lang of ['en', 'ar'] as const) {
  test(`a manager exports the visit report as CSV, Excel and PDF and opens each (${lang})`, async ({ page }) => {
    const want = EXPORTED[lang];
    await logIn(page, DEMO_MANAGER);
    if (lang === 'ar') await page.getByTestId('language-switch').click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.goto('/app/reports');
    await expect(page.getByRole('columnheader', { name: want.heading, exact: true })).toBeVisible();
    for (const [i, format] of (['csv', 'xlsx', 'pdf'] as const).entries()) {
      await page.getByTestId('report-export-menu').click();
      await page.getByTestId(`report-export-${format}`).click();
      // Each export adds its panel above the earlier ones'.
      await expect(page.getByTestId('report-export-status')).toHaveCount(i + 1);
      const status = page.getByTestId('report-export-status').first();
      await expect(status).toContainText(want.ready, { timeout: 30_000 });
      const download = page.waitForEvent('download');
      await status.getByTestId('report-export-download').click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(new RegExp(`^visit-report-\\d{4}-\\d\\d-\\d\\d-to-\\d{4}-\\d\\d-\\d\\d\\.${format}$`));
      const words = await wordsOf(format, await readFile((await file.path())!));
      // A CSV begins with its header row: the report's name is in the file's name only.
      for (const expected of format === 'csv' ? [want.heading] : [want.title, want.heading])
        expect(words).toContain(format === 'pdf' ? expected.replace(/\s+/g, '') : expected);
      if (format === 'csv') expect(words.replace(/^\uFEFF/, '').startsWith(want.heading)).toBe(true);
    }
    // Leaving the page (a full load of another one) and coming back still offers the last export's download.
    await page.goto('/app');
    await expect(page.getByTestId('report-export-download')).toHaveCount(0);
    await page.getByRole('link', { name: lang === 'en' ? 'Reports' : 'التقارير' }).click();
    await expect(page.getByTestId('report-export-download').first()).toBeVisible();
  });
}

test('two exports of two reports: each panel names its report and offers its own file', async ({ page }) => {
  await logIn(page, DEMO_MANAGER);
  await page.goto('/app/reports');
  const panels = page.getByTestId('report-export-status');
  const exportCsv = async () => {
    await page.getByTestId('report-export-menu').click();
    await page.getByTestId('report-export-csv').click();
  };
  await chooseOption(page, UI.en.picker, 'Visit report');
  await exportCsv();
  await expect(panels.first()).toContainText('Visit report: your CSV is ready', { timeout: 30_000 });
  await chooseOption(page, UI.en.picker, 'Task report');
  await exportCsv();
  await expect(panels).toHaveCount(2);
  await expect(panels.nth(0)).toContainText('Task report: your CSV is ready', { timeout: 30_000 });
  await expect(panels.nth(1)).toContainText('Visit report: your CSV is ready');
  const download = page.waitForEvent('download');
  await panels.nth(1).getByTestId('report-export-download').click();
  expect((await download).suggestedFilename()).toMatch(/^visit-report-/);
  // Dismissing one leaves the other.
  await panels.nth(0).getByRole('button', { name: 'Close' }).click();
  await expect(panels).toHaveCount(1);
  await expect(panels.first()).toContainText('Visit report');
});
