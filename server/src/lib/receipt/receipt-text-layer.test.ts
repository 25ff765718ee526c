import { describe, expect, it } from 'vitest';
import { inkedShare, pdftotext } from '../../../test/pdf-text';
import { renderReceiptPdf, type ReceiptData } from './receipt-pdf';

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
});
