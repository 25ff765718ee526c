import { receiptDates } from './hijri';
import { loadEngines, registerFonts } from './receipt-fonts';
import { BRAND, BRAND_DARK, BRAND_TINT, INK, MUTED, RULE, TextEngine, type Dir, type Style } from './receipt-text';

/** Why and when a receipt stopped counting (its collection was rejected or marked false). */
export interface Voided {
  reason: string;
  at: Date;
}

/** What a collection receipt shows (the visits service fills it from the visit and its company). */
export interface ReceiptData {
  /** Set once the collection was rejected or marked false: the page says VOID, with why and when. */
  voided?: Voided | null;
  receiptNumber: number;
  companyName: string;
  vatNumber: string | null;
  crNumber: string | null;
  /** The client's contact person. */
  clientName: string;
  /** The client's company (pharmacy, clinic…). */
  clientCompany: string;
  /** A numeric string such as "1250.00". */
  amount: string;
  /** ISO 4217, e.g. SAR (contract/currency.ts). */
  currency: string;
  /** 0 Cash, 1 Credit. */
  payment: 0 | 1;
  collectedAt: Date;
  /** The company's IANA zone: the dates are its calendar days. */
  timeZone: string;
  repName: string;
  /** The QR code's payload: the public check page of this receipt. */
  verifyUrl: string;
  notes: string;
}

/* ---------------------------------------------------------------- layout */

// A5 portrait, in points.
const PAGE_W = 419.53;
const PAGE_H = 595.28;
const M = 32;
const CONTENT_W = PAGE_W - 2 * M;
const LABEL_W = 88;
const GAP = 8;
const VALUE_X = M + LABEL_W + GAP;
const VALUE_W = CONTENT_W - 2 * (LABEL_W + GAP);

const lineHeight = (size: number) => size * 1.5;
/** The first baseline below a box top: room for Arabic's tall letters and marks. */
const firstBaseline = (top: number, size: number) => top + size * 1.2;

/** A voided receipt's band and words: red, as the web's voided check page. */
const VOID_RED = '#b42318';
const VOID_TINT = '#fdecea';

const PAYMENT = { 0: { en: 'Cash', ar: 'نقداً' }, 1: { en: 'Credit', ar: 'آجل' } } as const;

/** "1250.5" → "1,250.50": grouping and two decimals, from the exact decimal string. */
export function formatAmount(amount: string): string {
  const value = amount.trim();
  if (!/^-?\d+(\.\d+)?$/.test(value)) throw new Error(`receipt: not an amount: ${amount}`);
  const fmt = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // Intl formats a numeric string exactly (no float rounding of large amounts).
  return fmt.format(value as Intl.StringNumericLiteral);
}

/** The bilingual collection receipt, one A5 page (a second one only for very long notes). */
export async function renderReceiptPdf(r: ReceiptData): Promise<Buffer> {
  const { fonts, bidi, PDFDocument, createQr } = await loadEngines();
  const dates = receiptDates(r.collectedAt, r.timeZone);
  const amount = `${formatAmount(r.amount)} ${r.currency.toUpperCase()}`;
  const payment = PAYMENT[r.payment] ?? PAYMENT[0];

  const doc = new PDFDocument({
    size: 'A5',
    margin: M,
    lang: 'ar',
    info: {
      Title: `Collection Receipt ${r.receiptNumber} - إيصال تحصيل`,
      Author: r.companyName,
      Subject: `${r.clientCompany} ${amount}`,
      Creator: 'Ziyara',
    },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerFonts(doc, fonts);
  const t = new TextEngine(doc, fonts, bidi);

  let y = 0;
  const newPage = (first: boolean) => {
    if (!first) doc.addPage();
    doc.rect(0, 0, PAGE_W, 6).fill(BRAND);
    y = M;
  };
  const ensure = (height: number) => {
    if (y + height > PAGE_H - M) newPage(false);
  };
  const rule = (at: number, color = RULE) => {
    doc
      .moveTo(M, at)
      .lineTo(PAGE_W - M, at)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke();
  };

  newPage(true);

  // Company: name, then its VAT and CR numbers.
  const nameStyle: Style = { size: 16, weight: 'bold' };
  for (const l of t.wrap(r.companyName, nameStyle, CONTENT_W, 'auto', 3)) {
    t.drawAligned(l, M, CONTENT_W, 'center', firstBaseline(y, 16));
    y += lineHeight(16);
  }
  y += 2;
  const small: Style = { size: 8.5, color: MUTED };
  const ids: [string, string, string | null][] = [
    ['VAT No.', 'الرقم الضريبي', r.vatNumber],
    ['CR No.', 'السجل التجاري', r.crNumber],
  ];
  for (const [en, ar, value] of ids) {
    if (value === null || value.trim() === '') continue;
    const base = firstBaseline(y, 8.5);
    t.drawAligned(t.line(en, small, 'ltr'), M, LABEL_W, 'left', base);
    t.drawAligned(t.line(value.trim(), { size: 9, color: INK }, 'ltr'), VALUE_X, VALUE_W, 'center', base);
    t.drawAligned(t.line(ar, small, 'rtl'), PAGE_W - M - LABEL_W, LABEL_W, 'right', base);
    y += lineHeight(8.5);
  }
  y += 8;

  // Title band: red and VOID on a voided receipt, so a print of it cannot pass as proof.
  const bandH = 34;
  const voided = r.voided ?? null;
  doc.roundedRect(M, y, CONTENT_W, bandH, 6).fill(voided ? VOID_TINT : BRAND_TINT);
  const titleStyle: Style = { size: 13, weight: 'bold', color: voided ? VOID_RED : BRAND_DARK };
  const titleBase = y + bandH / 2 + 4.5;
  t.drawAligned(
    t.line(voided ? 'VOID Collection Receipt' : 'Collection Receipt', titleStyle, 'ltr'),
    M + 12,
    CONTENT_W - 24,
    'left',
    titleBase,
  );
  t.drawAligned(t.line(voided ? 'إيصال تحصيل ملغى' : 'إيصال تحصيل', titleStyle, 'rtl'), M + 12, CONTENT_W - 24, 'right', titleBase);
  y += bandH + 6;

  // The figures: English label | value | Arabic label.
  const labelStyle: Style = { size: 9, color: MUTED };
  const valueStyle: Style = { size: 10.5 };
  interface Value {
    text: string;
    style?: Style;
    dir?: Dir;
  }
  const row = (en: string, ar: string, values: Value[]) => {
    const lines = values.flatMap((v) => t.wrap(v.text, v.style ?? valueStyle, VALUE_W, v.dir ?? 'auto', 4));
    const pad = 6;
    const height = pad * 2 + lines.reduce((h, l) => h + lineHeight(l.size), 0);
    ensure(height);
    const top = y + pad;
    // The labels sit on the first value line's baseline.
    const labelBase = firstBaseline(top, lines[0]?.size ?? valueStyle.size);
    t.drawAligned(t.line(en, labelStyle, 'ltr'), M, LABEL_W, 'left', labelBase);
    t.drawAligned(t.line(ar, labelStyle, 'rtl'), PAGE_W - M - LABEL_W, LABEL_W, 'right', labelBase);
    let at = top;
    for (const l of lines) {
      t.drawAligned(l, VALUE_X, VALUE_W, 'center', firstBaseline(at, l.size));
      at += lineHeight(l.size);
    }
    y += height;
    rule(y);
  };

  row('Receipt No.', 'رقم الإيصال', [{ text: String(r.receiptNumber), style: { size: 12, weight: 'bold' }, dir: 'ltr' }]);
  const time = dates.timeZone === 'UTC' && r.timeZone !== 'UTC' ? `${dates.time} UTC` : dates.time;
  row('Date', 'التاريخ', [
    { text: `${dates.gregorian}, ${time}`, dir: 'ltr' },
    { text: dates.hijri, style: { size: 10, color: MUTED }, dir: 'rtl' },
  ]);
  const client: Value[] = [{ text: r.clientName }];
  if (r.clientCompany.trim() && r.clientCompany.trim() !== r.clientName.trim())
    client.push({ text: r.clientCompany, style: { size: 9.5, color: MUTED } });
  row('Received from', 'استلمنا من', client);
  row('Amount', 'المبلغ', [{ text: amount, style: { size: 14, weight: 'bold', color: BRAND_DARK }, dir: 'ltr' }]);
  row('Payment', 'طريقة الدفع', [{ text: `${payment.en} · ${payment.ar}`, dir: 'ltr' }]);
  row('Collected by', 'المحصِّل', [{ text: r.repName }]);
  if (voided) {
    const on = receiptDates(voided.at, r.timeZone);
    const red: Style = { size: 10.5, weight: 'bold', color: VOID_RED };
    row('Voided', 'أُلغي', [
      { text: on.gregorian, style: red, dir: 'ltr' },
      { text: on.gregorianAr, style: red, dir: 'rtl' },
      ...(voided.reason.trim() ? [{ text: voided.reason.trim(), style: { size: 10, color: VOID_RED } }] : []),
    ]);
  }

  // Notes, full width below the table.
  if (r.notes.trim()) {
    y += 8;
    const notesStyle: Style = { size: 9.5 };
    const lines = t.wrap(r.notes.trim(), notesStyle, CONTENT_W);
    ensure(lineHeight(9) + Math.min(lines.length, 3) * lineHeight(9.5));
    const base = firstBaseline(y, 9);
    t.drawAligned(t.line('Notes', labelStyle, 'ltr'), M, CONTENT_W, 'left', base);
    t.drawAligned(t.line('ملاحظات', labelStyle, 'rtl'), M, CONTENT_W, 'right', base);
    y += lineHeight(9);
    const align = t.direction(r.notes.trim(), 'auto') === 'rtl' ? 'right' : 'left';
    for (const l of lines) {
      ensure(lineHeight(9.5));
      t.drawAligned(l, M, CONTENT_W, align, firstBaseline(y, 9.5));
      y += lineHeight(9.5);
    }
  }

  // The QR code: the check page of this receipt, at the foot of the page, dark squares on the
  // white page with its four-module quiet zone left empty.
  const qr = createQr(r.verifyUrl, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const qrSize = 108;
  const cell = qrSize / n;
  const captionH = lineHeight(9) * 2;
  const quiet = 4 * cell;
  ensure(quiet + qrSize + quiet + captionH);
  const qrTop = Math.max(y + quiet + 6, PAGE_H - M - captionH - quiet - qrSize);
  const qrLeft = (PAGE_W - qrSize) / 2;
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n;) {
      if (!qr.modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && qr.modules.get(row, col)) col++;
      doc.rect(qrLeft + start * cell, qrTop + row * cell, (col - start) * cell, cell);
    }
  }
  doc.fill('#000000');
  let capTop = qrTop + qrSize + quiet;
  t.drawAligned(t.line('Scan to verify', { size: 9, color: MUTED }, 'ltr'), M, CONTENT_W, 'center', firstBaseline(capTop, 9));
  capTop += lineHeight(9);
  t.drawAligned(t.line('امسح للتحقق', { size: 9, color: MUTED }, 'rtl'), M, CONTENT_W, 'center', firstBaseline(capTop, 9));

  doc.end();
  return done;
}
