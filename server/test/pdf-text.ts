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
 * - A ligature glyph (lam-alef, and this font's beh-yeh and dad-reh) is mapped to its Unicode
 *   presentation form (U+FEFB…), one character, so the reordering cannot reverse its letters.
 *   We ask pdf.js not to normalize (it would split the form into two letters before its
 *   reordering, and reverse them), then apply NFKC ourselves, which turns each presentation
 *   form back into its letters in logical order.
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
