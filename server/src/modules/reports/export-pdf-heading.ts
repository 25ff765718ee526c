import type { Line, Style, TextEngine } from '../../lib/receipt/receipt-text';

/** The smallest a column heading is set, so that its longest word fits its column. */
const MIN_HEADING_SIZE = 5;

/**
 * A column heading's lines, broken between words only: "Pending visits" becomes "Pending" over
 * "visits", never "Pendin g visits" (TextEngine.wrap cuts a word wider than the column, which
 * suits a long address in a cell but not a heading of two words). A heading whose longest word
 * is wider than its column, or that needs more than `maxLines` lines, is set smaller instead,
 * down to MIN_HEADING_SIZE; past that a word overflows its cell rather than being broken.
 */
export function headingLines(text: TextEngine, value: string, style: Style, width: number, maxLines: number): Line[] {
  const words = value.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [text.line('', style)];
  const dir = text.direction(value, 'auto');
  const widest = Math.max(...words.map((w) => text.line(w, style, dir).width));
  // 2% below the exact fit: widths are summed in floating point, and kerning differs by size.
  let size = widest > width ? Math.max(MIN_HEADING_SIZE, ((style.size * width) / widest) * 0.98) : style.size;
  for (;;) {
    const sized = { ...style, size };
    const lines: Line[] = [];
    let current = '';
    for (const word of words) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && text.line(candidate, sized, dir).width > width) {
        lines.push(text.line(current, sized, dir));
        current = word;
      } else current = candidate;
    }
    lines.push(text.line(current, sized, dir));
    if (lines.length <= maxLines || size <= MIN_HEADING_SIZE) {
      if (lines.length <= maxLines) return lines;
      const kept = lines.slice(0, maxLines);
      kept[maxLines - 1] = text.line(`${kept[maxLines - 1]?.text ?? ''}…`, sized, dir);
      return kept;
    }
    size = Math.max(MIN_HEADING_SIZE, size * 0.9);
  }
}
