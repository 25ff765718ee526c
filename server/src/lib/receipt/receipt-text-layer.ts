/*
 * What copy and search read from a line that mixes directions
 * -----------------------------------------------------------
 * Our PDFs draw every line in visual order (receipt-text.ts), and a reader puts it back in
 * reading order. poppler (pdftotext, Evince, most indexing tools; 22.12 in Debian 12) does so
 * line by line with a rule of its own, not the Unicode algorithm. On a page whose letters are
 * mostly Arabic it reads a line from its right end: a stretch of characters that are neither
 * Latin letters nor "numeric" is right-to-left (reversed), then a stretch of characters that
 * are not Arabic letters is left-to-right (kept), and so on. Its "numeric" class holds digits
 * and also # $ % + , - . / : ، and spaces and brackets are neutral. So on an Arabic line:
 *  - a space or bracket just left of a number or a Latin name is read as part of it
 *    ("رقم  123شارع" for "رقم 123 شارع"),
 *  - a colon, comma or full stop after an Arabic word and before a space reads after that
 *    space ("العميل :شركة"),
 *  - a bracket drawn mirrored (as right-to-left text is) reads as the other bracket.
 * Where that happens, the glyph is put inside a marked-content span whose /ActualText poppler
 * reads instead: the bracket as typed, and a right-to-left mark (U+200F: invisible, and an
 * Arabic letter to poppler) at the edge where its stretch has to end. The glyphs stay the
 * same ones at the same places (drawWithSpans); pdf.js reads glyphs and ignores /ActualText.
 * On a page whose letters are mostly Latin poppler reads each line from its left end, the
 * same way round; an English line with Arabic in it gets a left-to-right mark after the
 * Arabic. A line against its page's direction (an Arabic line with a number on a mostly
 * English page) comes out in visual order whatever its marks: poppler outputs the stretches
 * in the page's direction. ADR 0045.
 */

const RLM = '\u200f';
const LRM = '\u200e';

type Ranges = readonly (readonly [number, number])[];
/** poppler's right-to-left class (its Unicode type table): Hebrew and Arabic letters and signs, RLM. */
const POPPLER_R: Ranges = [
  [0x5be, 0x5be],
  [0x5c0, 0x5c0],
  [0x5c3, 0x5c3],
  [0x5c5, 0x603],
  [0x60d, 0x60d],
  [0x616, 0x64a],
  [0x66d, 0x66f],
  [0x671, 0x6d5],
  [0x6dd, 0x6dd],
  [0x6e5, 0x6e6],
  [0x6ee, 0x6ef],
  [0x6fa, 0x6ff],
  [0x750, 0x7a5],
  [0x7b1, 0x7b1],
  [0x200f, 0x200f],
  [0x202b, 0x202b],
  [0x202e, 0x202e],
  [0xfb1d, 0xfb1d],
  [0xfb1f, 0xfb28],
  [0xfb2a, 0xfd3d],
  [0xfd40, 0xfdfc],
  [0xfe70, 0xfefc],
];
/** poppler's "numeric" class besides digits: signs it reads left to right with them. */
const POPPLER_NUM: Ranges = [
  [0x23, 0x25],
  [0x2b, 0x3a],
  [0xa0, 0xa0],
  [0xa2, 0xa5],
  [0xb0, 0xb3],
  [0xb9, 0xb9],
  [0x604, 0x60c],
  [0x659, 0x66c],
  [0x6f0, 0x6f9],
  [0x2030, 0x2034],
  [0x2044, 0x2044],
  [0x2070, 0x208b],
  [0x208f, 0x20b1],
];
const within = (ranges: Ranges, ch: string) => {
  const c = ch.codePointAt(0) ?? 0;
  return ranges.some(([from, to]) => c >= from && c <= to);
};

const isR = (ch: string) => within(POPPLER_R, ch);
/** Latin (and other left-to-right) letters and poppler's numerics: where its right-to-left stretch ends. */
const isLOrNum = (ch: string) => !isR(ch) && (/[\p{L}\p{Nd}]/u.test(ch) || within(POPPLER_NUM, ch));

export interface VisualChar {
  /** The character as typed (before mirroring). */
  typed: string;
  /** The character drawn (a mirrored bracket in right-to-left text). */
  drawn: string;
  level: number;
}

/**
 * For each character of a line in visual order (left to right), the /ActualText to give it, or
 * undefined when poppler reads its glyph right as it is. `rtl`: the line's paragraph direction.
 */
export function actualTexts(chars: VisualChar[], rtl: boolean): (string | undefined)[] {
  const before = chars.map(() => '');
  const after = chars.map(() => '');
  const level = (p: number) => chars[p]?.level ?? 0;
  const odd = (p: number) => level(p) % 2 === 1;
  // The character poppler meets at the right edge of position p (its mark, if it has one).
  const rightEdge = (p: number) => (after[p] ? after[p].at(-1) : chars[p]?.typed) ?? '';
  const leftEdge = (p: number) => (before[p] ? before[p].at(0) : chars[p]?.typed) ?? '';
  // A mark goes on a space or sign: a letter's glyph may stand for two letters (a ligature),
  // poppler attaches a vowel mark to the letter before it, and half a surrogate pair is no text.
  const sign = (p: number) => /^[^\p{L}\p{M}\p{Cs}]$/u.test(chars[p]?.typed ?? '');
  for (let p = 0; p < chars.length; p++) {
    const ch = chars[p]?.typed ?? '';
    if (rtl) {
      // A left-to-right stretch (a number, a Latin name) ends, for poppler, at the first Arabic
      // letter to its left: a space or sign there gets a mark after it.
      if (p > 0 && !odd(p) && odd(p - 1) && sign(p - 1) && !isR(rightEdge(p - 1))) after[p - 1] = RLM;
      // A "numeric" sign between Arabic words (: ، . /) reads as a stretch of its own only with
      // an Arabic letter (or a mark) just left of it.
      if (p > 0 && odd(p) && sign(p) && isLOrNum(ch) && !isR(rightEdge(p - 1))) before[p] = RLM;
    } else if (p + 1 < chars.length && level(p) > 0 && level(p + 1) === 0 && sign(p + 1) && !isLOrNum(leftEdge(p + 1))) {
      // An English line, read from its left: an Arabic stretch ends at the first Latin letter
      // or numeric to its right; a space or sign there gets a left-to-right mark before it.
      before[p + 1] = LRM;
    }
  }
  return chars.map((c, p) => {
    const changed = before[p] !== '' || after[p] !== '' || c.typed !== c.drawn;
    return changed ? `${before[p]}${c.typed}${after[p]}` : undefined;
  });
}

/** A glyph of a font run (by its place in the run) and the text poppler reads for it. */
export interface Span {
  glyph: number;
  actual: string;
}

/**
 * The glyphs that the marked characters of a run are drawn as. `marks` has one entry per code
 * point of the run in visual order; fontkit's glyphs come in that order too (pdfkit writes them
 * so), each with the code points it stands for (several for a ligature, never for a sign).
 * If the two do not add up (a font that splits or merges some other way), no span is made:
 * the line then reads as poppler reads it without help.
 */
export function glyphSpans(glyphs: readonly { codePoints: readonly number[] }[], marks: readonly (string | undefined)[]): Span[] {
  if (marks.every((m) => m === undefined)) return [];
  const spans: Span[] = [];
  let at = 0;
  glyphs.forEach((glyph, index) => {
    const actual = marks[at];
    if (glyph.codePoints.length === 1 && actual !== undefined) spans.push({ glyph: index, actual });
    at += glyph.codePoints.length;
  });
  return at === marks.length ? spans : [];
}

const utf16Hex = (s: string) => `FEFF${Array.from({ length: s.length }, (_, i) => s.charCodeAt(i).toString(16).padStart(4, '0')).join('')}`;

/**
 * Runs `draw` (one pdfkit text call) with each span's glyph inside a marked-content span whose
 * /ActualText poppler reads instead of the glyph. pdfkit writes a run as TJ arrays of 4-digit
 * glyph ids; the array holding a span's glyph is cut around it into TJ operators of their own,
 * in the same text object, which leaves every glyph where it was (a TJ moves on by the glyphs'
 * widths and the numbers between them, cut or not). The span stays inside the text object on
 * purpose: poppler places the actual text with the transformation in force at the span's end,
 * and pdfkit draws text under a transformation of its own that it undoes after the text object.
 */
export function drawWithSpans(doc: PDFKit.PDFDocument, spans: readonly Span[], draw: () => void): void {
  const writer = doc as unknown as { addContent(data: string): unknown };
  const addContent = writer.addContent.bind(writer);
  const byGlyph = new Map(spans.map((s) => [s.glyph, s.actual]));
  let glyph = 0;
  writer.addContent = (data: string) => {
    const array = /^\[(.*)\] TJ$/.exec(data)?.[1];
    if (array === undefined) return addContent(data);
    let pending: string[] = [];
    const flush = () => {
      if (pending.length > 0) addContent(`[${pending.join(' ')}] TJ`);
      pending = [];
    };
    for (const [, hex = '', shift = '0'] of array.matchAll(/<([0-9a-fA-F]*)>\s*(-?[\d.]+)?/g)) {
      const ids = hex.match(/.{4}/g) ?? [];
      let from = 0;
      ids.forEach((id, k) => {
        const actual = byGlyph.get(glyph++);
        if (actual === undefined) return;
        if (k > from) pending.push(`<${ids.slice(from, k).join('')}> 0`);
        flush();
        addContent(`/Span <</ActualText <${utf16Hex(actual)}>>> BDC`);
        addContent(`[<${id}> ${k === ids.length - 1 ? shift : '0'}] TJ`);
        addContent('EMC');
        from = k + 1;
      });
      if (from < ids.length) pending.push(`<${ids.slice(from).join('')}> ${shift}`);
    }
    flush();
    return writer;
  };
  try {
    draw();
  } finally {
    delete (writer as { addContent?: unknown }).addContent;
  }
}
