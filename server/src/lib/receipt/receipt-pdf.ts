import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Bidi } from 'bidi-js';
import type { Font, Glyph } from 'fontkit';
import type PDFDocumentClass from 'pdfkit';
import type { create as createQrCode } from 'qrcode';
import { receiptDates } from './hijri';
import { woffToSfnt } from './woff';

/** What a collection receipt shows (the visits service fills it from the visit and its company). */
export interface ReceiptData {
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

/*
 * How the Arabic comes out right
 * ------------------------------
 * PDF has no text layout: it draws glyphs left to right where it is told. So each line goes
 * through two steps here before pdfkit writes it:
 *  1. Order (bidi-js, the Unicode Bidirectional Algorithm): the line's embedding levels give the
 *     visual order of its characters; brackets in right-to-left runs are mirrored.
 *  2. Shape (fontkit, pdfkit's font engine): the visual line is cut into runs of one font
 *     (IBM Plex Sans Arabic for Arabic, Inter for Latin, digits and signs). A run holding Arabic
 *     script is handed to fontkit reversed, i.e. in reading order, because fontkit applies the
 *     Arabic joining forms (init/medi/fina, rlig) on reading order and then itself reverses the
 *     glyphs into visual order. Other runs are handed over as they are shown.
 * The fonts are @fontsource WOFF files from node_modules (unpacked once, woff.ts): nothing is
 * fetched. Each glyph's ToUnicode entry is its letter, so copying or extracting the text gives
 * the letters back in reading order (receipt.test.ts reads them back with pdf.js).
 *
 * Why not Noto Sans Arabic, the web app's font: its current build draws a letter as a dotless
 * skeleton plus separate dot glyphs, and ب ت ث ن ي share one skeleton. A PDF maps a glyph to
 * one text, so those receipts would copy and search as the wrong letters. IBM Plex Sans Arabic
 * has one glyph per letter form, and sits well next to Inter.
 */

type Face = 'arabic' | 'latin' | 'latinExt';
type Weight = 'regular' | 'bold';
type Fonts = Record<Face, Record<Weight, Font>>;

const FONT_FILES: Record<Face, Record<Weight, string>> = {
  arabic: {
    regular: '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff',
    bold: '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff',
  },
  latin: {
    regular: '@fontsource/inter/files/inter-latin-400-normal.woff',
    bold: '@fontsource/inter/files/inter-latin-700-normal.woff',
  },
  latinExt: {
    regular: '@fontsource/inter/files/inter-latin-ext-400-normal.woff',
    bold: '@fontsource/inter/files/inter-latin-ext-700-normal.woff',
  },
};
const FACES = Object.keys(FONT_FILES) as Face[];
const fontName = (face: Face, weight: Weight) => `${face}-${weight}`;

interface Engines {
  fonts: Fonts;
  bidi: Bidi;
  PDFDocument: typeof PDFDocumentClass;
  createQr: typeof createQrCode;
}

let engines: Promise<Engines> | undefined;

/** Libraries and fonts load on the first receipt (not at server start) and are then kept. */
function loadEngines(): Promise<Engines> {
  engines ??= (async () => {
    const [fontkit, bidiJs, pdfkit, qrcode] = await Promise.all([import('fontkit'), import('bidi-js'), import('pdfkit'), import('qrcode')]);
    const require = createRequire(import.meta.url);
    const open = async (spec: string): Promise<Font> => {
      const font = fontkit.create(woffToSfnt(await readFile(require.resolve(spec))));
      if (!('layout' in font)) throw new Error(`receipt font ${spec} is a collection`);
      return font;
    };
    const fonts = {} as Fonts;
    for (const face of FACES) {
      const [regular, bold] = await Promise.all([open(FONT_FILES[face].regular), open(FONT_FILES[face].bold)]);
      fonts[face] = { regular, bold };
    }
    return { fonts, bidi: bidiJs.default(), PDFDocument: pdfkit.default, createQr: qrcode.create };
  })();
  engines.catch(() => {
    engines = undefined;
  });
  return engines;
}

/* ------------------------------------------------------------------ text */

type Dir = 'ltr' | 'rtl' | 'auto';
interface Style {
  size: number;
  weight?: Weight;
  color?: string;
}
interface Run {
  font: string;
  text: string;
  width: number;
}
interface Line {
  /** The line as written (reading order). */
  text: string;
  runs: Run[];
  width: number;
  size: number;
  color: string;
}

const ARABIC_SCRIPT = /\p{Script=Arabic}/u;
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
/** Passed on every call: with features pdfkit shapes the run whole instead of word by word. */
const FEATURES: readonly PDFKit.Mixins.OpenTypeFeatures[] = ['kern'];

const reverseCodePoints = (s: string) => Array.from(s).reverse().join('');

/**
 * Arabic ligatures (lam-alef, and this font's beh-yeh, dad-reh…) are one glyph for two
 * letters. A PDF maps each glyph to its text (ToUnicode), and readers put right-to-left text
 * back in reading order character by character, so a two-letter mapping comes out backwards
 * ("لا" → "ال"). Mapped instead to the Unicode presentation form of the ligature (U+FEFB…),
 * one character, it survives the reordering; NFKC turns it back into its letters (copy, search).
 */
let presentationForms: Map<string, number> | undefined;
function textAsPresentationForm(glyph: Glyph): void {
  const text = String.fromCodePoint(...glyph.codePoints);
  if (!ARABIC_SCRIPT.test(text)) return;
  if (!presentationForms) {
    presentationForms = new Map();
    for (const [from, to] of [
      [0xfb50, 0xfdff],
      [0xfe70, 0xfeff],
    ] as const)
      for (let cp = from; cp <= to; cp++) {
        const letters = String.fromCodePoint(cp).normalize('NFKC');
        if (letters.length > 1 && !letters.startsWith(' ') && !presentationForms.has(letters)) presentationForms.set(letters, cp);
      }
  }
  const form = presentationForms.get(text) ?? presentationForms.get(text.normalize('NFC'));
  // fontkit keeps one Glyph object per glyph id, and pdfkit writes ToUnicode from it.
  if (form !== undefined) glyph.codePoints = [form];
}

/** A surrogate pair reversed along with a right-to-left run is put back in order. */
const fixSurrogates = (s: string) => s.replace(/([\uDC00-\uDFFF])([\uD800-\uDBFF])/g, '$2$1');

class TextEngine {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly fonts: Fonts,
    private readonly bidi: Bidi,
  ) {}

  /** The paragraph direction `auto` settles on (its first strong character; none: left to right). */
  direction(text: string, dir: Dir): 'ltr' | 'rtl' {
    if (dir !== 'auto') return dir;
    const level = this.bidi.getEmbeddingLevels(text, 'auto').paragraphs[0]?.level ?? 0;
    return level % 2 === 1 ? 'rtl' : 'ltr';
  }

  private faceOf(cp: number, rtl: boolean, weight: Weight): Face {
    const { arabic, latin, latinExt } = this.fonts;
    if (ARABIC_SCRIPT.test(String.fromCodePoint(cp))) return 'arabic';
    // Spaces and signs between Arabic words stay in the Arabic run (one run, one shaping).
    if (rtl && arabic[weight].hasGlyphForCodePoint(cp)) return 'arabic';
    if (latin[weight].hasGlyphForCodePoint(cp)) return 'latin';
    if (latinExt[weight].hasGlyphForCodePoint(cp)) return 'latinExt';
    if (arabic[weight].hasGlyphForCodePoint(cp)) return 'arabic';
    return 'latin';
  }

  /** One line of text, ordered and cut into font runs, measured. */
  line(raw: string, style: Style, dir: Dir = 'auto'): Line {
    const weight = style.weight ?? 'regular';
    const text = raw.replace(/[\r\n\t\u2028\u2029]+/g, ' ');
    const line: Line = { text, runs: [], width: 0, size: style.size, color: style.color ?? INK };
    if (text === '') return line;
    const levels = this.bidi.getEmbeddingLevels(text, dir);
    const mirrored = this.bidi.getMirroredCharactersMap(text, levels.levels);
    const faces: Face[] = [];
    for (let i = 0; i < text.length;) {
      const cp = text.codePointAt(i) ?? 0;
      const face = this.faceOf(cp, (levels.levels[i] ?? 0) % 2 === 1, weight);
      faces[i] = face;
      if (cp > 0xffff) faces[i + 1] = face;
      i += cp > 0xffff ? 2 : 1;
    }
    const groups: { face: Face; chars: string[] }[] = [];
    for (const i of this.bidi.getReorderedIndices(text, levels)) {
      const ch = mirrored.get(i) ?? text[i] ?? '';
      // Joiners and direction marks have done their work in the levels; fonts draw them as boxes.
      if (IGNORABLE.test(ch)) continue;
      const face = faces[i] ?? 'latin';
      const last = groups.at(-1);
      if (last?.face === face) last.chars.push(ch);
      else groups.push({ face, chars: [ch] });
    }
    for (const g of groups) {
      const visual = fixSurrogates(g.chars.join(''));
      // fontkit lays an Arabic-script run out right to left itself: give it reading order.
      const shaped = ARABIC_SCRIPT.test(visual) ? reverseCodePoints(visual) : visual;
      const font = this.fonts[g.face][weight];
      // The same shaping pdfkit does when it draws (same font object, same features).
      const run = font.layout(shaped, [...FEATURES]);
      for (const glyph of run.glyphs) if (glyph.codePoints.length > 1) textAsPresentationForm(glyph);
      const width = (run.advanceWidth * style.size) / font.unitsPerEm;
      line.runs.push({ font: fontName(g.face, weight), text: shaped, width });
      line.width += width;
    }
    return line;
  }

  /** Word-wrapped lines of at most `maxWidth` (a word longer than that is cut). */
  wrap(text: string, style: Style, maxWidth: number, dir: Dir = 'auto', maxLines = Infinity): Line[] {
    const base = this.direction(text, dir);
    const out: Line[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let current = '';
      for (const word of paragraph.split(/[ \t]+/).filter(Boolean)) {
        const candidate = current ? `${current} ${word}` : word;
        if (this.line(candidate, style, base).width <= maxWidth) {
          current = candidate;
          continue;
        }
        if (current) out.push(this.line(current, style, base));
        // A word wider than the column (a long number or address) is cut where it must be.
        let piece = '';
        for (const ch of Array.from(word)) {
          if (piece && this.line(piece + ch, style, base).width > maxWidth) {
            out.push(this.line(piece, style, base));
            piece = '';
          }
          piece += ch;
        }
        current = piece;
      }
      if (current || paragraph.trim() === '') out.push(this.line(current, style, base));
    }
    while (out.length > 0 && out.at(-1)?.width === 0) out.pop();
    if (out.length > maxLines) {
      const kept = out.slice(0, maxLines);
      kept[maxLines - 1] = this.line(`${kept[maxLines - 1]?.text ?? ''}…`, style, base);
      return kept;
    }
    return out;
  }

  /** Draws a line with its left end at `x` and its baseline at `baseline`. */
  draw(line: Line, x: number, baseline: number): void {
    let at = x;
    for (const run of line.runs) {
      this.doc
        .font(run.font)
        .fontSize(line.size)
        .fillColor(line.color)
        .text(run.text, at, baseline, {
          lineBreak: false,
          baseline: 'alphabetic',
          features: [...FEATURES],
        });
      at += run.width;
    }
  }

  drawAligned(line: Line, left: number, width: number, align: 'left' | 'right' | 'center', baseline: number): void {
    const x = align === 'left' ? left : align === 'right' ? left + width - line.width : left + (width - line.width) / 2;
    this.draw(line, x, baseline);
  }
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

const INK = '#1b2e2b';
const MUTED = '#5d7571';
const BRAND = '#0b7a6e';
const BRAND_DARK = '#075249';
const BRAND_TINT = '#e2f3f0';
const RULE = '#d3dfdc';

const lineHeight = (size: number) => size * 1.5;
/** The first baseline below a box top: room for Arabic's tall letters and marks. */
const firstBaseline = (top: number, size: number) => top + size * 1.2;

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
  for (const face of FACES)
    for (const weight of ['regular', 'bold'] as const)
      doc.registerFont(fontName(face, weight), fonts[face][weight] as unknown as PDFKit.Mixins.PDFFontSource);
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

  // Title band.
  const bandH = 34;
  doc.roundedRect(M, y, CONTENT_W, bandH, 6).fill(BRAND_TINT);
  const titleStyle: Style = { size: 13, weight: 'bold', color: BRAND_DARK };
  const titleBase = y + bandH / 2 + 4.5;
  t.drawAligned(t.line('Collection Receipt', titleStyle, 'ltr'), M + 12, CONTENT_W - 24, 'left', titleBase);
  t.drawAligned(t.line('إيصال تحصيل', titleStyle, 'rtl'), M + 12, CONTENT_W - 24, 'right', titleBase);
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
