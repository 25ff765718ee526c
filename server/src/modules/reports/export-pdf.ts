import type { ReportColumn } from '@contract/reports';
import { loadEngines, registerFonts } from '../../lib/receipt/receipt-fonts';
import { BRAND, BRAND_TINT, INK, MUTED, RULE, TextEngine, type Line, type Style } from '../../lib/receipt/receipt-text';
import { inSlices, tableInWorker, type TableSpec, type TableWriter } from './export-sheets';
import { cellWriters, headingsOf, preamble, translator } from './export-text';
import { headingLines } from './export-pdf-heading';
import { PageTotal } from './export-pdf-pages';
import { totalKind } from './export-totals';

/*
 * The report as a PDF: A4 landscape, the company and filters on top, then the table, which
 * breaks across pages with its header row repeated on each, and "Page n of N" at every foot.
 * Arabic goes through the receipt's text engine (bidi order, shaped joining forms) and the
 * whole table is mirrored: the first column at the right, text aligned right.
 * Each page is finished (footer drawn, content compressed and written out) when the next one
 * starts: buffering pages to print "of N" afterwards (pdfkit's bufferPages) held ~30 MB per
 * 1,000 rows and compressed them all in one 700 ms block at the end. So N is late-bound
 * instead (export-pdf-pages.ts): every footer paints one shared form XObject whose content, the
 * total, is written once the last row is drawn.
 */

const PAGE_W = 841.89;
const PAGE_H = 595.28;
const M = 28;
const CONTENT_W = PAGE_W - 2 * M;
const FOOTER_H = 18;
const PAD_X = 4;
const PAD_Y = 4;
const STRIPE_FILL = '#f5f8f7';

const CELL: Style = { size: 7.5 };
const HEAD: Style = { size: 7.5, weight: 'bold' };
const lineHeight = (style: Style) => style.size * 1.45;
/** Rows laid out between two looks at the event loop (a row is ~1 ms of shaping and drawing). */
const PDF_SLICE = 5;
/** The smallest a figure is set to fit its column. */
const MIN_FIGURE_SIZE = 5;
/** A cell shows at most this many lines; the rest is cut with an ellipsis. */
const CELL_LINES = 3;

/** Wider columns for words, narrower for figures. */
const weightOf = (kind: ReportColumn['kind']) => (kind === 'text' ? 2.2 : kind === 'datetime' ? 1.5 : kind === 'money' ? 1.6 : 1);
const isFigure = (kind: ReportColumn['kind']) => kind === 'number' || kind === 'money';

/** The PDF drawn here, in this thread (the worker's, through `pdfWriter`). */
export async function pdfTable({ context, columns, out }: TableSpec): Promise<TableWriter> {
  const { fonts, bidi, PDFDocument } = await loadEngines();
  const rtl = context.lang === 'ar';
  const head = preamble(context);
  const t = translator(context.lang);
  const cells = cellWriters(context.lang, context.country);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: M,
    lang: context.lang,
    info: { Title: head.title, Author: context.companyName, Creator: 'Ziyara' },
  });
  doc.pipe(out);
  registerFonts(doc, fonts);
  const text = new TextEngine(doc, fonts, bidi);

  // The same value in the same width wraps the same way: statuses, reps and cities repeat.
  const wrapped = new Map<string, Line[]>();
  const wrap = (value: string, style: Style, width: number): Line[] => {
    const key = `${style.weight ?? ''}|${width}|${value}`;
    let lines = wrapped.get(key);
    if (!lines) {
      lines = text.wrap(value, style, width, 'auto', CELL_LINES);
      if (lines.length === 0) lines = [text.line('', style)];
      if (wrapped.size < 20_000) wrapped.set(key, lines);
    }
    return lines;
  };

  // A figure is never broken across lines: one too wide for its column is set smaller.
  const fitted = (value: string, style: Style, width: number): Line[] => {
    const line = text.line(value, style, 'ltr');
    if (line.width <= width) return [line];
    return [text.line(value, { ...style, size: Math.max(MIN_FIGURE_SIZE, (style.size * width) / line.width) }, 'ltr')];
  };

  const total = columns.reduce((sum, c) => sum + weightOf(c.kind), 0);
  const widths = columns.map((c) => (CONTENT_W * weightOf(c.kind)) / total);
  // Left edges in reading order: left to right in English, right to left in Arabic.
  const lefts: number[] = [];
  let edge = rtl ? PAGE_W - M : M;
  for (const w of widths) {
    if (rtl) edge -= w;
    lefts.push(edge);
    if (!rtl) edge += w;
  }
  const align = (kind: ReportColumn['kind']) => (rtl || isFigure(kind) ? 'right' : 'left');

  let y = M;
  let pageNumber = 1;
  const bottom = PAGE_H - M - FOOTER_H;
  const small7: Style = { size: 7, color: MUTED };
  const pageTotal = new PageTotal(doc, text, small7, rtl, PAGE_H);
  const footer = () => {
    const base = PAGE_H - M + 4;
    // The catalog's "Page {{page}} of {{pages}}" ends with the total, which PageTotal draws.
    pageTotal.draw(t('export.page', { page: pageNumber, pages: '' }).trim(), rtl ? M : PAGE_W - M, base);
    const name = text.line(`${context.companyName} · ${head.title}`, small7, rtl ? 'rtl' : 'ltr');
    text.drawAligned(name, M, CONTENT_W, rtl ? 'right' : 'left', base);
  };

  /** One table row: wrapped cells, a fill, and a rule under it; a new page first if it does not fit. */
  const drawRow = (values: string[], style: Style, fill: string | null, isHeader = false) => {
    const lines = isHeader
      ? headingCells
      : values.map((v, i) =>
          isFigure(columns[i]?.kind ?? 'text')
            ? fitted(v, style, (widths[i] ?? 0) - 2 * PAD_X)
            : wrap(v, style, (widths[i] ?? 0) - 2 * PAD_X),
        );
    const height = Math.max(...lines.map((l) => l.length)) * lineHeight(style) + 2 * PAD_Y;
    if (!isHeader && y + height > bottom) {
      footer();
      doc.addPage();
      pageNumber += 1;
      y = M;
      drawHeader();
    }
    if (fill) doc.rect(M, y, CONTENT_W, height).fill(fill);
    lines.forEach((cellLines, i) => {
      cellLines.forEach((line, n) => {
        const base = y + PAD_Y + n * lineHeight(style) + style.size * 1.1;
        text.drawAligned(line, (lefts[i] ?? 0) + PAD_X, (widths[i] ?? 0) - 2 * PAD_X, align(columns[i]?.kind ?? 'text'), base);
      });
    });
    y += height;
    doc
      .moveTo(M, y)
      .lineTo(PAGE_W - M, y)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
  };
  // Laid out once: the header row is drawn again on every page.
  const headingCells = headingsOf(context.lang, columns).map((h, i) =>
    headingLines(text, h, HEAD, (widths[i] ?? 0) - 2 * PAD_X, CELL_LINES),
  );
  const drawHeader = () => drawRow([], HEAD, BRAND_TINT, true);

  // The top of the first page: a brand band, the title and the preamble.
  doc.rect(0, 0, PAGE_W, 5).fill(BRAND);
  const titleStyle: Style = { size: 15, weight: 'bold' };
  text.drawAligned(text.line(head.title, titleStyle, rtl ? 'rtl' : 'ltr'), M, CONTENT_W, rtl ? 'right' : 'left', y + 15);
  y += 26;
  const small: Style = { size: 8.5, color: MUTED };
  for (const l of head.lines) {
    for (const line of text.wrap(l, small, CONTENT_W, rtl ? 'rtl' : 'ltr', 2)) {
      text.drawAligned(line, M, CONTENT_W, rtl ? 'right' : 'left', y + 9);
      y += lineHeight(small);
    }
  }
  y += 8;
  drawHeader();

  let rowIndex = 0;
  return {
    async write(rows) {
      await inSlices(
        rows,
        (r) => {
          const values = r.map((v, i) => cells.printed(columns[i]?.kind ?? 'text', v));
          drawRow(values, { ...CELL, color: INK }, rowIndex % 2 === 1 ? STRIPE_FILL : null);
          rowIndex += 1;
        },
        PDF_SLICE,
      );
    },
    async finish(totals) {
      // The totals row closes the table, bold on the header's tint (a new page takes it whole).
      // Its columns not summed stay blank (a dash would read as "no value" in a row of sums).
      if (totals) {
        const values = totals.map((v, i) => (v === null ? '' : cells.printed(totalKind(columns[i]?.kind ?? 'text', v), v)));
        drawRow(values, { ...HEAD, color: INK }, BRAND_TINT);
      }
      footer();
      pageTotal.finish(pageNumber);
      const finished = new Promise<void>((resolve, reject) => {
        out.once('finish', resolve);
        out.once('error', reject);
      });
      doc.end();
      await finished;
    },
  };
}

/** The runner's PDF writer: laid out and drawn in a job's worker thread (export-sheets.ts `tableInWorker`). */
export const pdfWriter = tableInWorker('pdf');
