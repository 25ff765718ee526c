import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ReportColumn } from '@contract/reports';
import { extract } from '../../../test/pdf-text';
import { pdfWriter } from './export-pdf';

/** The employee report's 20 figure columns beside the rep's name: the widest table there is. */
const columns: ReportColumn[] = [
  { key: 'rep', kind: 'text' },
  ...Array.from({ length: 18 }, (_, i) => ({ key: `visits_status_${i}`, kind: 'number' as const })),
  { key: 'collections_cash', kind: 'money' },
  { key: 'collections_credit', kind: 'money' },
];

async function pdfOf(rows: (string | number)[][]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const context = {
    lang: 'ar' as const,
    companyName: 'شركة الأفق',
    timeZone: 'Asia/Riyadh',
    requestedBy: 'Sara',
    repNames: [],
    filters: { report_type: 1 as const, from: '2026-11-01', to: '2026-11-30' },
    generatedAt: new Date('2026-11-24T09:00:00Z'),
  };
  const writer = await pdfWriter({ context, columns, out });
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
});
