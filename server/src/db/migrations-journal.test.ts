import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// drizzle's migrator applies a migration only when its `when` is later than the last one the
// database has: one dated earlier than its predecessor (drizzle-kit dates a new one by the
// clock, the hand-written ones here were dated ahead) would be skipped on every upgrade.
const folder = new URL('./migrations/', import.meta.url);
const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', folder), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe('the migrations journal', () => {
  it('numbers and dates every migration after the one before it, each with its SQL file', () => {
    journal.entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      if (i > 0) expect(entry.when).toBeGreaterThan(journal.entries[i - 1]!.when);
      expect(existsSync(new URL(`${entry.tag}.sql`, folder))).toBe(true);
    });
  });
});
