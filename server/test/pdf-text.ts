import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Tests read our PDFs (receipts, report exports) back with pdf.js, as a reader would. */
export const pdfjs = (): Promise<typeof PdfJs> => import('pdfjs-dist/legacy/build/pdf.mjs');

export async function openPdf(pdf: Buffer) {
  const lib = await pdfjs();
  return lib.getDocument({ data: new Uint8Array(pdf), disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
}

export interface TextItem {
  text: string;
  x: number;
  y: number;
}

/**
 * The text pdf.js reads back, one entry per run it finds, in reading order within the run.
 *
 * pdf.js puts right-to-left runs back into logical order itself (its bidi step), from the
 * PDF's ToUnicode map: each glyph → its letter(s). Two adjustments, both about pdf.js, not the PDF:
 * - A ligature glyph (lam-alef, and this font's seen-reh…) is mapped to its letters in visual
 *   order (receipt-text.ts), which the reordering turns back into reading order. We ask pdf.js
 *   not to normalize and apply NFKC ourselves, as copy and search would.
 * - A vowel mark raised above its letter is drawn with its own position, so pdf.js reads it
 *   as a run of its own; `withoutMarks` compares text that carries marks.
 */
export async function extract(pdf: Buffer): Promise<{ items: TextItem[]; pages: number }> {
  const doc = await openPdf(pdf);
  const items: TextItem[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const content = await page.getTextContent({ disableNormalization: true });
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      items.push({ text: item.str.normalize('NFKC'), x: item.transform[4] as number, y: (p - 1) * 1000 + (item.transform[5] as number) });
    }
  }
  return { items, pages: doc.numPages };
}

/**
 * The text poppler's pdftotext reads (what search, copy and indexing tools see): with
 * `-layout` (columns kept) or without (reading order). Both put each line through poppler's
 * own right-to-left reordering, which wraps runs in bidi controls (U+202A–U+202C); those are
 * dropped here, and so are the right-to-left marks (U+200F) our PDFs give poppler where a
 * line mixes directions (receipt-text-layer.ts): invisible, and what any reader would ignore.
 */
export async function pdftotext(pdf: Buffer, layout = true): Promise<string> {
  const { execFile } = await import('node:child_process');
  const args = [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', '-', '-'];
  const text = await new Promise<string>((resolve, reject) => {
    const child = execFile('pdftotext', args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin?.end(pdf);
  });
  return text.replace(/[\u200e\u200f\u202a-\u202e]/g, '');
}

/** pdftoppm's rendering of page `page` in grey levels, at `dpi`: a binary PGM. */
export async function pageImage(pdf: Buffer, page = 1, dpi = 30): Promise<Buffer> {
  const { execFile } = await import('node:child_process');
  return new Promise<Buffer>((resolve, reject) => {
    const child = execFile(
      'pdftoppm',
      ['-gray', '-r', String(dpi), '-f', String(page), '-l', String(page), '-'],
      { encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
    child.stdin?.end(pdf);
  });
}

/** pdftoppm's rendering of page `page` as grey levels: how much of it is not white (0–1). */
export async function inkedShare(pdf: Buffer, page = 1): Promise<number> {
  const pgm = await pageImage(pdf, page);
  // Binary PGM: "P5\n<w> <h>\n<max>\n" then one byte a pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error('pdftoppm: not a PGM');
  const pixels = pgm.subarray(header[0].length);
  let inked = 0;
  for (const p of pixels) if (p < 200) inked += 1;
  return inked / pixels.length;
}
