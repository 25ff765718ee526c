import { describe, expect, it } from 'vitest';
import { MIXED } from '../../../test/mixed-lines';
import { inkedShare, pageImage, pdftotext } from '../../../test/pdf-text';
import { receiptDates } from './hijri';
import { loadEngines, registerFonts } from './receipt-fonts';
import { renderReceiptPdf, type ReceiptData } from './receipt-pdf';
import { TextEngine, type Line } from './receipt-text';

/*
 * The receipt's text as poppler's pdftotext reads it: what copy, search and indexing see.
 * pdf.js reads it back in receipt.test.ts; poppler puts right-to-left text in reading order its
 * own way, from each glyph's ToUnicode letters in the order they are drawn.
 */

const receipt: ReceiptData = {
  receiptNumber: 77,
  companyName: 'مستلزمات النخيل الطبية',
  vatNumber: '300123456700003',
  crNumber: null,
  // seen-reh is one glyph in this font (a ligature), and ح is the shape خ and ج are built from.
  clientName: 'خالد الدوسري',
  clientCompany: 'مستشفى الشفاء',
  amount: '980.00',
  currency: 'SAR',
  payment: 0,
  collectedAt: new Date('2026-11-14T07:32:00Z'),
  timeZone: 'Asia/Riyadh',
  repName: 'عمر حداد',
  verifyUrl: 'https://ziyara.example/receipt/check/x',
  notes: 'تم التحصيل بحضور مدير المستشفى',
};

const PRESENTATION_FORMS = /[\uFB50-\uFDFF\uFE70-\uFEFF]/u;

describe('the receipt text layer', () => {
  it('extracts the names as typed, in reading order, with no presentation forms', async () => {
    // Not the first PDF of the process: subsetting one with خ and ج (built from the ح shape)
    // once left ح mapped to nothing in every later PDF ("عمر داد").
    await renderReceiptPdf({ ...receipt, clientName: 'خليج خجا', clientCompany: 'جخ جخ', repName: 'خجي خج', notes: 'خجل' });
    const pdf = await renderReceiptPdf(receipt);
    const text = await pdftotext(pdf);
    for (const typed of [receipt.clientName, receipt.clientCompany, receipt.repName, receipt.companyName, receipt.notes])
      expect(text).toContain(typed);
    expect(text).toContain('طريقة الدفع');
    expect(text).not.toMatch(PRESENTATION_FORMS);
    // And the page still draws.
    expect(await inkedShare(pdf)).toBeGreaterThan(0.01);
  });

  it('extracts lines that mix directions in the order typed, with and without -layout', async () => {
    const pdf = await renderReceiptPdf({ ...receipt, clientName: MIXED.client, crNumber: '1010123456', notes: MIXED.notes.join('\n') });
    for (const layout of [true, false]) {
      const text = await pdftotext(pdf, layout);
      const { hijri } = receiptDates(receipt.collectedAt, receipt.timeZone);
      for (const typed of [MIXED.client, ...MIXED.notes, hijri]) expect(text, `layout ${layout}`).toContain(typed);
    }
  });

  it('leaves lines of one direction as they were, and draws mixed ones the same with their spans', async () => {
    const { lines, pdf } = await page((line) => line);
    const spans = (text: string) => (lines.find((l) => l.text === text)?.runs ?? []).flatMap((r) => r.spans ?? []);
    // English (brackets, digits and signs included) and Arabic words alone: poppler reads them right.
    expect(spans('Al Noor (branch 2): 1,250.00 SAR, +966 50 123 4567')).toEqual([]);
    expect(spans('خالد الدوسري مستشفى الشفاء')).toEqual([]);
    expect(spans(MIXED.notes[0] ?? '').length).toBeGreaterThan(0);
    // The spans only wrap glyphs: the page draws to the same pixels without them.
    const { pdf: bare } = await page((line) => ({ ...line, runs: line.runs.map(({ spans: _, ...run }) => run) }));
    expect((await pageImage(pdf, 1, 200)).equals(await pageImage(bare, 1, 200))).toBe(true);
  });
});

/** An A4 page of the mixed lines and two of one direction, each line passed through `as` before it is drawn. */
async function page(as: (line: Line) => Line): Promise<{ lines: Line[]; pdf: Buffer }> {
  const { fonts, bidi, PDFDocument } = await loadEngines();
  const doc = new PDFDocument({ size: 'A4', margin: 28 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  registerFonts(doc, fonts);
  const t = new TextEngine(doc, fonts, bidi);
  const texts = ['Al Noor (branch 2): 1,250.00 SAR, +966 50 123 4567', 'خالد الدوسري مستشفى الشفاء', MIXED.client, ...MIXED.notes];
  const lines = texts.map((text) => t.line(text, { size: 12 }));
  lines.forEach((line, n) => t.drawAligned(as(line), 40, 515, t.direction(line.text, 'auto') === 'rtl' ? 'right' : 'left', 60 + n * 30));
  doc.end();
  return { lines, pdf: await done };
}
