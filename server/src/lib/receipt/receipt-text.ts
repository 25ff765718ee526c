import type { Bidi } from 'bidi-js';
import type { Glyph } from 'fontkit';
import { fontName, type Face, type Fonts, type Weight } from './receipt-fonts';
import { actualTexts, drawWithSpans, glyphSpans, type Span } from './receipt-text-layer';

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
 * the letters back in reading order (receipt.test.ts reads them back with pdf.js and pdftotext).
 * poppler's own reordering gets lines that mix directions wrong; the glyphs where it would go
 * wrong get /ActualText spans that set it right (receipt-text-layer.ts).
 *
 * Why not Noto Sans Arabic, the web app's font: its current build draws a letter as a dotless
 * skeleton plus separate dot glyphs, and ب ت ث ن ي share one skeleton. A PDF maps a glyph to
 * one text, so those receipts would copy and search as the wrong letters. IBM Plex Sans Arabic
 * has one glyph per letter form, and sits well next to Inter.
 */

export type Dir = 'ltr' | 'rtl' | 'auto';
export interface Style {
  size: number;
  weight?: Weight;
  color?: string;
}
interface Run {
  font: string;
  text: string;
  width: number;
  /** Glyphs poppler should read as other text (receipt-text-layer.ts). */
  spans?: Span[];
}
export interface Line {
  /** The line as written (reading order). */
  text: string;
  runs: Run[];
  width: number;
  size: number;
  color: string;
}

/** The default text colour (also the receipt's value colour, receipt-pdf.ts). */
export const INK = '#1b2e2b';
/** Our PDFs' other colours (receipts, report exports): the web app's teal on white. */
export const MUTED = '#5d7571';
export const BRAND = '#0b7a6e';
export const BRAND_DARK = '#075249';
export const BRAND_TINT = '#e2f3f0';
export const RULE = '#d3dfdc';

const ARABIC_SCRIPT = /\p{Script=Arabic}/u;
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
/** Passed on every call: with features pdfkit shapes the run whole instead of word by word. */
const FEATURES: readonly PDFKit.Mixins.OpenTypeFeatures[] = ['kern'];

const reverseCodePoints = (s: string) => Array.from(s).reverse().join('');

/**
 * Arabic ligatures (lam-alef, and this font's seen-reh, beh-yeh…) are one glyph for two
 * letters. A PDF maps each glyph to its text (ToUnicode), and the text is drawn in visual
 * order, so readers (poppler's pdftotext, pdf.js, Acrobat) put right-to-left text back in
 * reading order character by character. The ligature's letters are therefore mapped in visual
 * order too, last letter first ("سر" as "رس"), and come out in reading order with the rest.
 * (Mapped to the Unicode presentation form, U+FD0E…, they came out as that form: copied text
 * and search saw "الدوﴎي", not "الدوسري".) The glyph is only ever drawn in Arabic runs.
 */
function lettersInVisualOrder(glyph: Glyph): void {
  const text = String.fromCodePoint(...glyph.codePoints);
  if (!ARABIC_SCRIPT.test(text) || visualLigatures.has(glyph)) return;
  // fontkit keeps one Glyph object per glyph id, and pdfkit writes ToUnicode from it.
  glyph.codePoints = [...glyph.codePoints].reverse();
  visualLigatures.add(glyph);
}
const visualLigatures = new WeakSet<Glyph>();

/**
 * The Unicode rule W4 makes a single "+" or "-" between two digits part of the number, so
 * "2026-11-30" reads as one left-to-right unit inside Arabic. bidi-js leaves that sign at the
 * paragraph's level, which splits the number and reverses its parts ("30-11-2026"): the sign
 * is given its digits' level here.
 */
function numbersKeptWhole<L extends { levels: Uint8Array }>(text: string, result: L): L {
  const { levels } = result;
  for (let i = 1; i < text.length - 1; i++) {
    const before = levels[i - 1] ?? 0;
    if ((text[i] === '-' || text[i] === '+') && /\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? '') && before === levels[i + 1])
      levels[i] = before;
  }
  return result;
}

/** A surrogate pair reversed along with a right-to-left run is put back in order. */
const fixSurrogates = (s: string) => s.replace(/([\uDC00-\uDFFF])([\uD800-\uDBFF])/g, '$2$1');

export class TextEngine {
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
    const levels = numbersKeptWhole(text, this.bidi.getEmbeddingLevels(text, dir));
    const mirrored = this.bidi.getMirroredCharactersMap(text, levels.levels);
    const faces: Face[] = [];
    for (let i = 0; i < text.length;) {
      const cp = text.codePointAt(i) ?? 0;
      const face = this.faceOf(cp, (levels.levels[i] ?? 0) % 2 === 1, weight);
      faces[i] = face;
      if (cp > 0xffff) faces[i + 1] = face;
      i += cp > 0xffff ? 2 : 1;
    }
    const visual = this.bidi.getReorderedIndices(text, levels).filter((i) => !IGNORABLE.test(text[i] ?? ''));
    // Joiners and direction marks have done their work in the levels; fonts draw them as boxes.
    const chars = visual.map((i) => ({ typed: text[i] ?? '', drawn: mirrored.get(i) ?? text[i] ?? '', level: levels.levels[i] ?? 0 }));
    const actual = actualTexts(chars, levels.paragraphs[0]?.level === 1);
    const groups: { face: Face; chars: string[]; marks: (string | undefined)[] }[] = [];
    chars.forEach((c, p) => {
      const face = faces[visual[p] ?? 0] ?? 'latin';
      let last = groups.at(-1);
      if (last?.face !== face) groups.push((last = { face, chars: [], marks: [] }));
      last.chars.push(c.drawn);
      // One entry a code point (a surrogate pair has one high half).
      if (!/[\uDC00-\uDFFF]/.test(c.drawn)) last.marks.push(actual[p]);
    });
    for (const g of groups) {
      const visual = fixSurrogates(g.chars.join(''));
      // fontkit lays an Arabic-script run out right to left itself: give it reading order.
      const shaped = ARABIC_SCRIPT.test(visual) ? reverseCodePoints(visual) : visual;
      const font = this.fonts[g.face][weight];
      // The same shaping pdfkit does when it draws (same font object, same features).
      const run = font.layout(shaped, [...FEATURES]);
      for (const glyph of run.glyphs) if (glyph.codePoints.length > 1) lettersInVisualOrder(glyph);
      const width = (run.advanceWidth * style.size) / font.unitsPerEm;
      const spans = glyphSpans(run.glyphs, g.marks);
      line.runs.push({ font: fontName(g.face, weight), text: shaped, width, ...(spans.length > 0 ? { spans } : {}) });
      line.width += width;
    }
    return line;
  }

  /** Word-wrapped lines of at most `maxWidth` (a word longer than that is cut). */
  wrap(text: string, style: Style, maxWidth: number, dir: Dir = 'auto', maxLines = Infinity): Line[] {
    const base = this.direction(text, dir);
    const out: Line[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      // Most text fits on one line: laid out once, not once per word.
      const words = paragraph.trim().replace(/[ \t]+/g, ' ');
      const whole = this.line(words, style, base);
      if (words !== '' && whole.width <= maxWidth) {
        out.push(whole);
        continue;
      }
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
      const drawRun = () =>
        this.doc
          .font(run.font)
          .fontSize(line.size)
          .fillColor(line.color)
          .text(run.text, at, baseline, {
            lineBreak: false,
            baseline: 'alphabetic',
            features: [...FEATURES],
          });
      if (run.spans === undefined) drawRun();
      else drawWithSpans(this.doc, run.spans, drawRun);
      at += run.width;
    }
  }

  drawAligned(line: Line, left: number, width: number, align: 'left' | 'right' | 'center', baseline: number): void {
    const x = align === 'left' ? left : align === 'right' ? left + width - line.width : left + (width - line.width) / 2;
    this.draw(line, x, baseline);
  }
}
