import type { Cell } from '@contract/report-cells';
import { isTotalled, type ColumnKind, type ReportColumn } from '@contract/reports';

/**
 * A report export's totals row (issue 43), summed from the rows as they are written, so the
 * file's totals are exactly its rows' whatever changes between batches: numbers and money
 * summed (in hundredths: floating point would print 1250.4999999), yes/no columns counted
 * where yes, as the page's totals row does (reports.service.ts).
 */
export function totalsCounter(columns: ReportColumn[]) {
  const hundredths = columns.map(() => 0);
  const summed = columns.map((c) => isTotalled(c.kind));
  return {
    add(rows: Cell[][]) {
      for (const row of rows) {
        for (let i = 0; i < columns.length; i++) {
          const v = row[i];
          if (!summed[i] || v === null || v === undefined) continue;
          hundredths[i]! += columns[i]!.kind === 'boolean' ? (v === true ? 100 : 0) : Math.round(Number(v) * 100);
        }
      }
    },
    /**
     * The closing row: `label` in the first column that is not summed, the sums in theirs, and
     * nothing elsewhere. Null when the report sums no column.
     */
    row(label: string): Cell[] | null {
      if (!summed.some(Boolean)) return null;
      const labelAt = summed.indexOf(false);
      return columns.map((_, i) => (summed[i] ? hundredths[i]! / 100 : i === labelAt ? label : null));
    },
  };
}

/** How a totals row's cell is written: its label as text, a yes/no column's count as a number. */
export const totalKind = (kind: ColumnKind, value: Cell): ColumnKind =>
  typeof value === 'string' ? 'text' : kind === 'boolean' ? 'number' : kind;
