import { describe, expect, it } from 'vitest';
import { foldCrowds, type Timed } from './fold-crowds';

const HALF_HOUR = 30 * 60_000;
const at = (hhmm: string) => Date.parse(`2031-04-20T${hhmm}:00Z`);
/** Visits named by letter at the given times, in the order given. */
const visits = (...times: string[]): Timed[] =>
  times.map((time, i) => ({ id: `v${i}`, start: at(time), title: String.fromCharCode(65 + i) }));

describe('folding crowds of visits in the hours', () => {
  it('keeps every visit while no more than three are under way at once', () => {
    const three = visits('11:00', '11:00', '11:00', '09:00', '11:30', '11:30', '11:30');
    const { kept, folds } = foldCrowds(three, HALF_HOUR, 3);
    expect([...kept].sort()).toEqual(three.map((v) => v.id).sort());
    expect(folds).toEqual([]);
  });

  it('keeps the first two of five at the same time and folds the other three into one block', () => {
    // Handed over out of order: the client names (A…E) decide, as in FullCalendar.
    const five = visits('15:00', '15:00', '15:00', '15:00', '15:00').reverse();
    const { kept, folds } = foldCrowds(five, HALF_HOUR, 3);
    expect([...kept]).toEqual(['v0', 'v1']);
    expect(folds).toEqual([{ key: 'v2', start: at('15:00'), end: at('15:30'), ids: ['v2', 'v3', 'v4'] }]);
  });

  it('folds only inside the crowd: a quiet hour the same day keeps all its visits', () => {
    const day = visits('09:00', '09:00', '15:00', '15:00', '15:00', '15:00');
    const { kept, folds } = foldCrowds(day, HALF_HOUR, 3);
    expect([...kept].sort()).toEqual(['v0', 'v1', 'v2', 'v3']);
    expect(folds.map((f) => f.ids)).toEqual([['v4', 'v5']]);
  });

  it('follows a crowd that moves on: a staggered afternoon never needs more than three columns', () => {
    // Four at 14:00, then two at 14:15 and two at 14:45 as the first ones end.
    const day = visits('14:00', '14:00', '14:00', '14:00', '14:15', '14:15', '14:45', '14:45');
    const { kept, folds } = foldCrowds(day, HALF_HOUR, 3);
    for (const fold of folds) expect(fold.end).toBeGreaterThan(fold.start);
    const folded = folds.flatMap((f) => f.ids);
    expect(new Set([...kept, ...folded]).size).toBe(day.length);
    expect(kept.size + folded.length).toBe(day.length);
    // At every start, at most two kept visits are under way (the third column is the fold's).
    for (const v of day) {
      const under = day.filter((w) => kept.has(w.id) && w.start <= v.start && v.start < w.start + HALF_HOUR);
      expect(under.length).toBeLessThanOrEqual(2);
    }
    // Folds never overlap one another, so they share the one column.
    const sorted = [...folds].sort((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.start).toBeGreaterThanOrEqual(sorted[i - 1]!.end);
  });

  it('with two side by side keeps one and folds the rest', () => {
    const { kept, folds } = foldCrowds(visits('10:00', '10:00', '10:00'), HALF_HOUR, 2);
    expect([...kept]).toEqual(['v0']);
    expect(folds.map((f) => f.ids)).toEqual([['v1', 'v2']]);
  });

  it("with one (a phone's week) makes visits at the same time one block listing them all, and keeps a lone one", () => {
    const { kept, folds } = foldCrowds(visits('10:00', '10:15', '12:00'), HALF_HOUR, 1);
    expect([...kept]).toEqual(['v2']);
    expect(folds).toEqual([{ key: 'v0', start: at('10:00'), end: at('10:45'), ids: ['v0', 'v1'] }]);
  });

  it('keeps back-to-back visits, which do not overlap', () => {
    const { kept, folds } = foldCrowds(visits('10:00', '10:30', '11:00', '11:30'), HALF_HOUR, 1);
    expect(kept.size).toBe(4);
    expect(folds).toEqual([]);
  });
});
