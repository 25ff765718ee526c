import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { countries } from '@contract/countries';
import { currencyByCountry, currencyOf } from '@contract/currency';
import { visitsApi } from '@contract/visits';
import { extract, openPdf, pdfjs, type TextItem } from '../../../test/pdf-text';
import { receiptDates } from './hijri';
import { formatAmount, renderReceiptPdf, type ReceiptData } from './receipt-pdf';
import { readReceiptToken, receiptToken } from './receipt-token';

const tenantId = '0b9e5a57-3f7c-4d55-9a4e-2f1a6c8d9e01';
const visitId = 'f3c2a1b0-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
const secret = 'a-test-secret-of-at-least-thirty-two-characters';
const verifyUrl = `https://ziyara.example/receipt/check/${receiptToken(secret, tenantId, visitId)}`;

const arabicReceipt: ReceiptData = {
  receiptNumber: 1042,
  companyName: 'مستلزمات النخيل الطبية',
  vatNumber: '300123456700003',
  crNumber: '1010123456',
  clientName: 'صيدلية الشفاء',
  clientCompany: 'صيدلية الشفاء - فرع العليا 2',
  amount: '1250.00',
  currency: 'SAR',
  payment: 0,
  // 10:32 in Riyadh (UTC+3).
  collectedAt: new Date('2025-05-14T07:32:00Z'),
  timeZone: 'Asia/Riyadh',
  repName: 'عمر حداد',
  verifyUrl,
  notes: 'تم التحصيل بحضور مدير الصيدلية',
};

const texts = (items: TextItem[]) => items.map((i) => i.text);
const withoutMarks = (s: string) => s.replace(/\p{M}/gu, '').normalize('NFKC');

/** A right-to-left line put together from its runs: rightmost run first. */
function rtlLineAt(items: TextItem[], containing: string): string {
  const anchor = items.find((i) => i.text.includes(containing));
  if (!anchor) return '';
  return items
    .filter((i) => Math.abs(i.y - anchor.y) < 1)
    .sort((a, b) => b.x - a.x)
    .map((i) => i.text.trim())
    .join(' ');
}

/** Renders the PDF's last page (the QR code's) and reads the QR code on it, as a phone would. */
async function readQr(pdf: Buffer): Promise<string | null> {
  const doc = await openPdf(pdf);
  const page = await doc.getPage(doc.numPages);
  const viewport = page.getViewport({ scale: 2 });
  // In Node, pdf.js draws on @napi-rs/canvas.
  const factory = doc.canvasFactory as { create(w: number, h: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } };
  const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await page.render({ canvas, canvasContext: context, viewport }).promise;
  const image = context.getImageData(0, 0, Math.ceil(viewport.width), Math.ceil(viewport.height));
  return jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height)?.data ?? null;
}

/** For each (font, letter), the glyphs that drew it: more than one means contextual forms. */
async function glyphFormsOf(pdf: Buffer): Promise<Map<string, Set<number>>> {
  const lib = await pdfjs();
  const doc = await openPdf(pdf);
  const forms = new Map<string, Set<number>>();
  for (let p = 1; p <= doc.numPages; p++) {
    const ops = await (await doc.getPage(p)).getOperatorList();
    let font = '';
    ops.fnArray.forEach((fn, i) => {
      const args = ops.argsArray[i] as unknown[];
      if (fn === lib.OPS.setFont) font = String(args[0]);
      if (fn !== lib.OPS.showText) return;
      for (const glyph of args[0] as ({ unicode: string; originalCharCode: number } | null | number)[]) {
        if (!glyph || typeof glyph !== 'object' || !/^\p{Script=Arabic}$/u.test(glyph.unicode)) continue;
        const key = `${font} ${glyph.unicode}`;
        forms.set(key, (forms.get(key) ?? new Set()).add(glyph.originalCharCode));
      }
    });
  }
  return forms;
}

describe('collection receipt PDF', () => {
  it('writes the Arabic text shaped, in visual order, and it reads back in logical order', async () => {
    const pdf = await renderReceiptPdf(arabicReceipt);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { items, pages } = await extract(pdf);
    expect(pages).toBe(1);
    const all = texts(items);

    // Whole Arabic runs, exactly as written (a reversed or unshaped string would not match).
    for (const arabic of [
      'مستلزمات النخيل الطبية',
      'صيدلية الشفاء',
      'عمر حداد',
      'إيصال تحصيل',
      'رقم الإيصال',
      'الرقم الضريبي',
      'السجل التجاري',
      'استلمنا من',
      'طريقة الدفع',
      'امسح للتحقق',
      'تم التحصيل بحضور مدير الصيدلية',
    ])
      expect(all, arabic).toContain(arabic);
    expect(all).not.toContain(Array.from('مستلزمات النخيل الطبية').reverse().join(''));
    // The Hijri date, Arabic with Arabic-Indic digits, and a mixed Arabic/Latin-digit line, put
    // together from pdf.js's runs: it starts a new one at each span poppler is given its own
    // text in (receipt-text-layer.ts), here the spaces beside the numbers.
    expect(rtlLineAt(items, 'القعدة')).toBe('١٦ ذو القعدة ١٤٤٦ هـ');
    expect(rtlLineAt(items, 'فرع العليا')).toBe('صيدلية الشفاء - فرع العليا 2');
    // A label with vowel marks (نقداً): letters in order, marks aside (see extract()).
    expect(all.map(withoutMarks)).toContain(withoutMarks('نقداً'));

    // English labels and the figures.
    for (const english of [
      'Collection Receipt',
      'Receipt No.',
      'Date',
      'Received from',
      'Amount',
      'Payment',
      'Collected by',
      'Scan to verify',
    ])
      expect(all, english).toContain(english);
    expect(all).toContain('1042');
    expect(all).toContain('1,250.00 SAR');
    expect(all).toContain('14 May 2025, 10:32');
    expect(all).toContain('300123456700003');
    expect(all).toContain('1010123456');
    expect(all.some((t) => t.startsWith('Cash'))).toBe(true);
  });

  it('draws Arabic letters in their joined forms (one letter, several glyphs), each mapped back to the letter', async () => {
    const forms = await glyphFormsOf(await renderReceiptPdf(arabicReceipt));
    const multiForm = [...forms].filter(([, glyphs]) => glyphs.size > 1).map(([key]) => key.split(' ')[1]);
    // lam: initial in "ال", medial in "النخيل", final in "النخيل"; yeh: medial and final; and more.
    expect(multiForm).toContain('ل');
    expect(multiForm).toContain('ي');
    expect(new Set(multiForm).size).toBeGreaterThanOrEqual(6);
  });

  it('carries a QR code that a reader decodes to the verification URL', async () => {
    const pdf = await renderReceiptPdf(arabicReceipt);
    expect(await readQr(pdf)).toBe(verifyUrl);
    const other = await renderReceiptPdf({ ...arabicReceipt, verifyUrl: 'https://ziyara.example/receipt/check/another-token' });
    expect(await readQr(other)).toBe('https://ziyara.example/receipt/check/another-token');
  });

  it('leaves out missing VAT and CR numbers, shows Credit, and handles English names and other currencies', async () => {
    const pdf = await renderReceiptPdf({
      ...arabicReceipt,
      companyName: 'Palm Medical Supplies',
      vatNumber: null,
      crNumber: null,
      clientName: 'Dr. Ahmed Saleh',
      clientCompany: 'Al Shifa Pharmacy',
      repName: 'Omar Haddad',
      amount: '99.5',
      currency: 'kwd',
      payment: 1,
      notes: '',
    });
    const all = texts((await extract(pdf)).items);
    expect(all).toContain('Palm Medical Supplies');
    expect(all).toContain('Dr. Ahmed Saleh');
    expect(all).toContain('Al Shifa Pharmacy');
    expect(all).toContain('Omar Haddad');
    expect(all).toContain('99.50 KWD');
    expect(all.some((t) => t.startsWith('Credit'))).toBe(true);
    expect(all).toContain('آجل');
    expect(all).not.toContain('VAT No.');
    expect(all).not.toContain('CR No.');
    expect(all).not.toContain('الرقم الضريبي');
  });

  it('keeps very long notes readable, the QR code on a page of its own if need be', async () => {
    const notes = Array.from({ length: 60 }, (_, i) => `ملاحظة رقم ${i + 1} عن التحصيل`).join(' ');
    const pdf = await renderReceiptPdf({ ...arabicReceipt, notes });
    const { items, pages } = await extract(pdf);
    expect(pages).toBe(2);
    expect(texts(items).filter((t) => t.includes('عن التحصيل')).length).toBeGreaterThanOrEqual(30);
    expect(rtlLineAt(items, 'ملاحظة رقم')).toMatch(/^ملاحظة رقم 1 عن التحصيل ملاحظة رقم 2 /);
    expect(await readQr(pdf)).toBe(verifyUrl);
  });

  it('formats amounts from the exact decimal string', () => {
    expect(formatAmount('1250')).toBe('1,250.00');
    expect(formatAmount('0.5')).toBe('0.50');
    expect(formatAmount('999999999999.99')).toBe('999,999,999,999.99');
    expect(formatAmount('12.345')).toBe('12.35');
    expect(() => formatAmount('12,5')).toThrow();
    expect(() => formatAmount('')).toThrow();
  });
});

describe('receipt dates', () => {
  it('gives the Gregorian and Umm al-Qura days in the company zone', () => {
    // 22:32 UTC on 14 May is 01:32 on 15 May in Riyadh.
    const d = receiptDates(new Date('2025-05-14T22:32:00Z'), 'Asia/Riyadh');
    expect(d).toMatchObject({ gregorian: '15 May 2025', time: '01:32', timeZone: 'Asia/Riyadh' });
    expect(d.hijri).toBe('١٧ ذو القعدة ١٤٤٦ هـ');
    expect(d.hijriEn).toContain('1446');
    expect(receiptDates(new Date('2025-05-14T22:32:00Z'), 'UTC').gregorian).toBe('14 May 2025');
  });

  it('falls back to UTC, and says so, for a zone it does not know', () => {
    expect(receiptDates(new Date('2025-05-14T22:32:00Z'), 'Mars/Olympus')).toMatchObject({ timeZone: 'UTC', time: '22:32' });
  });
});

describe('receipt token', () => {
  const token = receiptToken(secret, tenantId, visitId);

  it('round-trips the two ids, and fits the check endpoint', () => {
    expect(readReceiptToken(secret, token)).toEqual({ tenantId, visitId });
    expect(token).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(token.length).toBeGreaterThanOrEqual(10);
    expect(token.length).toBeLessThanOrEqual(400);
    expect(visitsApi.checkReceipt.params?.safeParse({ token }).success).toBe(true);
    expect(receiptToken(secret, tenantId, visitId)).toBe(token);
    expect(receiptToken(secret, tenantId.toUpperCase(), visitId)).toBe(token);
  });

  it('signs each visit differently', () => {
    const other = receiptToken(secret, tenantId, tenantId);
    expect(other).not.toBe(token);
    expect(readReceiptToken(secret, other)).toEqual({ tenantId, visitId: tenantId });
  });

  it('refuses a token with any one character changed', () => {
    for (let i = 0; i < token.length; i++) {
      const flipped = token.slice(0, i) + (token[i] === 'A' ? 'B' : 'A') + token.slice(i + 1);
      expect(readReceiptToken(secret, flipped), `position ${i}`).toBeNull();
    }
  });

  it('refuses a token signed with another secret', () => {
    expect(readReceiptToken('another-secret-of-at-least-thirty-two-chars', token)).toBeNull();
    expect(readReceiptToken(secret, receiptToken('another-secret-of-at-least-thirty-two-chars', tenantId, visitId))).toBeNull();
  });

  it('refuses garbage', () => {
    for (const bad of [
      '',
      'abc',
      'x'.repeat(87),
      `${token}A`,
      token.slice(1),
      `${token.slice(0, -1)}=`,
      token.replace(/./, '.'),
      Buffer.alloc(65).toString('base64url'),
      'A'.repeat(400),
      '../../etc/passwd',
    ])
      expect(readReceiptToken(secret, bad), bad).toBeNull();
  });

  it('only signs UUIDs', () => {
    expect(() => receiptToken(secret, 'tenant', visitId)).toThrow();
    expect(() => receiptToken(secret, tenantId, `${visitId}x`)).toThrow();
  });
});

describe('currency of a country', () => {
  it('knows the currency of each of the 22 countries', () => {
    expect(countries).toHaveLength(22);
    for (const c of countries) expect(currencyByCountry[c.code], c.code).toMatch(/^[A-Z]{3}$/);
    expect(Object.keys(currencyByCountry).sort()).toEqual(countries.map((c) => c.code).sort());
  });

  it('maps the Gulf and the rest, and falls back to SAR', () => {
    expect(currencyOf('SA')).toBe('SAR');
    expect(currencyOf('AE')).toBe('AED');
    expect(currencyOf('kw')).toBe('KWD');
    expect(currencyOf('BH')).toBe('BHD');
    expect(currencyOf('QA')).toBe('QAR');
    expect(currencyOf('OM')).toBe('OMR');
    expect(currencyOf('EG')).toBe('EGP');
    expect(currencyOf('JO')).toBe('JOD');
    expect(currencyOf('MA')).toBe('MAD');
    expect(currencyOf('')).toBe('SAR');
    expect(currencyOf('FR')).toBe('SAR');
    expect(currencyOf('constructor')).toBe('SAR');
  });
});
