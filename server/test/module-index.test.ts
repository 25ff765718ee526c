import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { moduleRoutes } from '../src/modules/routes.generated';

describe('modules/routes.generated.ts', () => {
  it('lists every module routes file (regenerate with `npm run modules`)', async () => {
    const checked = await promisify(execFile)(process.execPath, ['scripts/module-index.mjs', '--check']).then(
      () => 'current',
      (err: { stderr?: string }) => err.stderr ?? String(err),
    );
    expect(checked).toBe('current');
    // Every domain module with an API: 24 routes files when this test was written.
    expect(moduleRoutes.length).toBeGreaterThanOrEqual(24);
  });
});
