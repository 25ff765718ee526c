import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ReportColumn } from '@contract/reports';
import { MIXED } from '../../../test/mixed-lines';
import { extract, inkedShare, pdftotext } from '../../../test/pdf-text';
import { pdfWriter } from './export-pdf';

/** The employee report's 20 figure columns beside the rep's name: the widest table there is. */
const columns: ReportColumn[] = [
  { key: 'rep', kind: 'text' },
  ...Array.from({ length: 18 }, (_, i) => ({ key: `visits_status_${i}`, kind: 'number' as const })),
  { key: 'collections_cash', kind: 'money' },
  { key: 'collections_credit', kind: 'money' },
];

/** The employee report's own columns (report 1), whose headings are the longest words. */
const employeeColumns: ReportColumn[] = [
  { key: 'rep', kind: 'text' },
  ...[0, 1, 2, 3, 4].map((s) => ({ key: `visits_status_${s}`, kind: 'number' as const })),
  { key: 'visits_false', kind: 'number' },
  ...[0, 1, 2, 3, 4, 5].map((t) => ({ key: `visits_type_${t}`, kind: 'number' as const })),
  { key: 'collections_cash', kind: 'money' },
  { key: 'collections_credit', kind: 'money' },
  ...['orders', 'tasks_done', 'tasks_overdue', 'new_clients'].map((key) => ({ key, kind: 'number' as const })),
  { key: 'expenses_approved', kind: 'money' },
];

async function pdfOf(rows: (string | number)[][], lang: 'ar' | 'en' = 'ar', cols = columns): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const context = {
    lang,
    companyName: lang === 'ar' ? 'شركة الأفق' : 'Horizon Co',
    timeZone: 'Asia/Riyadh',
    country: 'SA',
    requestedBy: 'Sara',
    repNames: [],
    filters: { report_type: 1 as const, from: '2026-11-01', to: '2026-11-30' },
    generatedAt: new Date('2026-11-24T09:00:00Z'),
  };
  const writer = await pdfWriter({ context, columns: cols, out });
  await writer.write(rows);
  await writer.finish();
  return Buffer.concat(chunks);
}

describe('the report PDF', () => {
  it('keeps a long figure on one line in a narrow column, and the dates of the range in order', async () => {
    const row = ['خالد العتيبي', ...Array.from({ length: 18 }, () => 140), 1_234_567.5, 98_000.25];
    const { items } = await extract(await pdfOf([row]));
    // The row's line as read left to right (pdf.js may cut one figure into two runs).
    const anchor = items.find((i) => i.text.includes('98,000.25'));
    const line = items
      .filter((i) => anchor && Math.abs(i.y - anchor.y) < 1)
      .sort((a, b) => a.x - b.x)
      .map((i) => i.text.trim())
      .join(' ');
    expect(line.replace(/ (?=[.,\d])/g, '')).toContain('1,234,567.50');
    expect(items.map((i) => i.text).join('')).toContain('2026-11-01');
  });

  it('repeats the header row on every page', async () => {
    const rows = Array.from({ length: 60 }, (_, n) => [`مندوب ${n}`, ...Array.from({ length: 18 }, () => n), 10, 20]);
    const { items, pages } = await extract(await pdfOf(rows));
    expect(pages).toBeGreaterThan(1);
    const headings = items.filter((i) => i.text.replace(/\s+/g, '') === 'المندوب');
    expect(headings).toHaveLength(pages);
  });

  it('breaks a heading between words only, and numbers the pages "Page n of N"', async () => {
    const rows = Array.from({ length: 60 }, (_, n) => [`Rep ${n}`, ...Array.from({ length: 12 }, () => n), 1234.5, 20, 3, 4, 5, 6, 7.25]);
    const pdf = await pdfOf(rows, 'en', employeeColumns);
    const text = await pdftotext(pdf);
    // Each heading's words come out whole ("Pendin g visits" was the word cut in its cell).
    const words = text.split(/\s+/);
    for (const word of ['Pending', 'Approved', 'Collection', 'overdue', 'Expanding', 'Finished']) expect(words).toContain(word);
    const pages = (await extract(pdf)).pages;
    expect(pages).toBeGreaterThan(1);
    for (let n = 1; n <= pages; n++) expect(text).toContain(`Page ${n} of ${pages}`);
    expect(await inkedShare(pdf, pages)).toBeGreaterThan(0.005);
  });

  it('numbers Arabic pages "صفحة n من N"', async () => {
    const rows = Array.from({ length: 60 }, (_, n) => [`مندوب ${n}`, ...Array.from({ length: 18 }, () => n), 10, 20]);
    const pdf = await pdfOf(rows);
    const { items, pages } = await extract(pdf);
    const footers = items.map((i) => i.text.trim()).filter((t) => t.startsWith('صفحة'));
    expect(footers).toHaveLength(pages);
    // pdf.js reads "صفحة 1 من" as one run and the total, drawn from the shared form, as another.
    const totals = items.filter((i) => i.text.trim() === String(pages));
    expect(totals.length).toBeGreaterThanOrEqual(pages);
    expect(await pdftotext(pdf)).toContain(`من ${pages}`);
  });

  it('extracts Arabic cells as typed (pdftotext), with no presentation forms', async () => {
    const rows = [
      ['خالد الدوسري', ...Array.from({ length: 18 }, () => 1), 10, 20],
      ['مستشفى الشفاء', ...Array.from({ length: 18 }, () => 2), 10, 20],
    ];
    const pdf = await pdfOf(rows);
    const text = await pdftotext(pdf);
    expect(text).toContain('خالد الدوسري');
    expect(text).toContain('مستشفى الشفاء');
    expect(text).toContain('شركة الأفق');
    expect(text).not.toMatch(/[\uFB50-\uFDFF\uFE70-\uFEFF]/u);
    expect(await inkedShare(pdf)).toBeGreaterThan(0.005);
  });

  it('extracts cells, preamble and footers that mix directions in the order typed (pdftotext)', async () => {
    const typed = [MIXED.client, ...MIXED.notes];
    const filler = Array.from({ length: 50 }, (_, n) => [`مندوب ${n}`, n]);
    const pdf = await pdfOf([...typed.map((cell, n) => [cell, n]), ...filler], 'ar', columns.slice(0, 2));
    const { pages } = await extract(pdf);
    expect(pages).toBeGreaterThan(1);
    for (const layout of [true, false]) {
      const text = await pdftotext(pdf, layout);
      for (const line of typed) expect(text, `layout ${layout}`).toContain(line);
      expect(text, `layout ${layout}`).toContain('التواريخ: 2026-11-01 – 2026-11-30');
      for (let n = 1; n <= pages; n++) expect(text, `layout ${layout}`).toContain(`صفحة ${n} من ${pages}`);
    }
  });
});
