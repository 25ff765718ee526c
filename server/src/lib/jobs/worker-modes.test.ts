import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/*
 * The job worker runs compiled JavaScript whatever runs the server (worker-file.ts). Vitest
 * runs every other job test; this one runs the server's sources as `npm run dev` does, under
 * tsx, in a process of its own, whose worker thread inherits no TypeScript loading from it.
 * (The production bundle's worker is what bench:import runs, `npm start`'s server.)
 */
const script = `
import { PassThrough } from 'node:stream';
import { readSheet } from './server/src/lib/sheets.ts';
import { openSheetWriter } from './server/src/lib/sheet-writer.ts';
import { closeJobPool, jobThreads } from './server/src/lib/jobs/job-pool.ts';
const sheet = await readSheet(Buffer.from('Title,Phone\\r\\nDr,0500000000\\r\\n'), 10);
const out = new PassThrough();
const chunks = [];
out.on('data', (c) => chunks.push(c));
const writer = await openSheetWriter({ format: 'csv', out, headers: ['Name'], sheetName: 'S', rightToLeft: false });
await writer.write([['=1+1']]);
await writer.finish();
const threads = (await jobThreads()).length;
await closeJobPool();
console.log(JSON.stringify({ sheet, csv: Buffer.concat(chunks).toString('utf8'), threads }));
`;

describe('the job worker under tsx (npm run dev)', () => {
  it('reads an import and writes a sheet in a worker thread, and the process ends on its own', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: process.cwd(),
      env: { ...process.env, NODE_ENV: 'development' },
      timeout: 120_000,
    });
    expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({
      sheet: { headers: ['Title', 'Phone'], rows: [{ row: 2, cells: ['Dr', '0500000000'] }] },
      csv: "\uFEFFName\r\n'=1+1\r\n",
      threads: 1,
    });
  }, 150_000);
});
