import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(import.meta.dirname, 'styles');
const sheets = readdirSync(dir).filter((f) => f.endsWith('.css'));

/**
 * The site mirrors for Arabic by using logical properties only; a physical one
 * (margin-left, right: 0, text-align: left …) would break the right-to-left layout.
 */
const physical =
  /(?:^|[\s;{])(?:(?:margin|padding|border)-(?:left|right)(?:-[a-z]+)?|left|right|float|clear)\s*:|text-align\s*:\s*(?:left|right)/m;

describe('site stylesheets', () => {
  it.each(sheets)('%s uses logical properties only', (file) => {
    const css = readFileSync(join(dir, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const bad = css.split('\n').filter((line) => physical.test(line));
    expect(bad).toEqual([]);
  });

  it('does not use Mantine or load fonts from elsewhere', () => {
    for (const file of sheets) {
      const css = readFileSync(join(dir, file), 'utf8');
      expect(css).not.toMatch(/@mantine|https?:\/\//);
    }
  });
});
