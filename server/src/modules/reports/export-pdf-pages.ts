import { fontName } from '../../lib/receipt/receipt-fonts';
import type { Line, Style, TextEngine } from '../../lib/receipt/receipt-text';

/** What pdfkit's font object offers that its typings leave out (pdfkit 0.20 EmbeddedFont). */
interface PdfFont {
  id: string;
  ref(): PDFKit.PDFKitReference;
  encode(text: string, features?: string[]): [string[], unknown];
}
interface PdfInternals {
  _font: PdfFont;
  page: { xobjects: Record<string, PDFKit.PDFKitReference> };
}

const FORM = 'PageTotal';
/** Room kept for the total: three digits (PDF_MAX_ROWS rows make at most a few hundred pages). */
const RESERVED = '000';

const rgb = (hex: string) => [1, 3, 5].map((i) => (parseInt(hex.slice(i, i + 2), 16) / 255).toFixed(3)).join(' ');

/**
 * "Page n of N" on a document whose pages are written out as they fill (export-pdf.ts): N is
 * not known until the last row, and by then the first pages are long gone. Every footer
 * therefore paints the same form XObject where N goes, and the form's content (the digits of
 * N) is written once, at the end; a PDF's objects may come in any order. Memory stays one
 * page's worth whatever the length, and the total is real text: copied, searched, extracted.
 *
 * `template` is the catalog's phrase with `{{page}}` and `{{pages}}`, the latter last in
 * reading order ("Page {{page}} of {{pages}}", "صفحة {{page}} من {{pages}}").
 */
export class PageTotal {
  private readonly form: PDFKit.PDFKitReference;
  private readonly reserved: number;
  private readonly space: number;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly text: TextEngine,
    private readonly style: Style,
    private readonly rtl: boolean,
    private readonly pageHeight: number,
  ) {
    this.form = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [-400, -50, 400, 50] });
    this.reserved = text.line(RESERVED, style, 'ltr').width;
    this.space = text.line('0 0', style, 'ltr').width - 2 * text.line('0', style, 'ltr').width;
  }

  /**
   * Draws "Page n of" and the total's place at the page's foot: against `edge` (the right
   * margin in English, the left one in Arabic), with the total's three digits of room at it.
   */
  draw(prefix: string, edge: number, baseline: number): void {
    const line = this.text.line(prefix, this.style, this.rtl ? 'rtl' : 'ltr');
    // English: "Page n of" then the total to its right; Arabic: the total to the left of "صفحة n من".
    const totalX = this.rtl ? edge + this.reserved : edge - this.reserved;
    const lineX = this.rtl ? totalX + this.space : totalX - this.space - line.width;
    this.text.draw(line, lineX, baseline);
    const doc = this.doc as unknown as PdfInternals;
    doc.page.xobjects[FORM] = this.form;
    // pdfkit's pages draw with y downwards (a flipped matrix): the form is set upright at the baseline.
    this.doc.addContent(
      `q 1 0 0 -1 0 ${this.pageHeight} cm 1 0 0 1 ${totalX.toFixed(2)} ${(this.pageHeight - baseline).toFixed(2)} cm /${FORM} Do Q`,
    );
  }

  /** Writes the total into the form, once the last page is drawn (before `doc.end()`, which embeds the fonts). */
  finish(pages: number): void {
    const total: Line = this.text.line(String(pages), this.style, 'ltr');
    const doc = this.doc as unknown as PdfInternals;
    const fonts: Record<string, PDFKit.PDFKitReference> = {};
    // English: the total starts at the form's origin; Arabic: it ends there.
    let x = this.rtl ? -total.width : 0;
    let content = `${rgb(total.color)} rg\n`;
    for (const run of total.runs) {
      this.doc.font(run.font);
      const font = doc._font;
      fonts[font.id] = font.ref();
      const [glyphs] = font.encode(run.text, ['kern']);
      content += `BT /${font.id} ${total.size} Tf ${x.toFixed(2)} 0 Td [<${glyphs.join('')}>] TJ ET\n`;
      x += run.width;
    }
    (this.form as unknown as { data: Record<string, unknown> }).data.Resources = { Font: fonts };
    this.form.end(content);
    // Leave the document's current font as it was found.
    this.doc.font(fontName('latin', 'regular'));
  }
}
