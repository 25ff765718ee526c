import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { moduleRoutes } from '../src/modules/routes.generated';
import { moduleCases } from './module-cases';

describe('the lists of modules found by their files (scripts/module-index.mjs)', () => {
  it('are current (regenerate with `npm run modules`)', async () => {
    const checked = await promisify(execFile)(process.execPath, ['scripts/module-index.mjs', '--check']).then(
      () => 'current',
      (err: { stderr?: string }) => err.stderr ?? String(err),
    );
    expect(checked).toBe('current');
    // Every domain module with an API: 25 routes files when this test was written.
    expect(moduleRoutes.length).toBeGreaterThanOrEqual(25);
  });

  it("find the modules' own test cases", () => {
    expect(moduleCases.some((m) => m.tenancy && m.samples)).toBe(true);
  });
});
