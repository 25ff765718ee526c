import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { openFileJob } from './file-job';
import { closeJobPool, jobsInFlight } from './job-pool';

afterAll(() => closeJobPool());

/** A file in storage that takes its bytes slowly (a remote bucket). */
const slowOut = () =>
  new Writable({
    highWaterMark: 1024,
    write(_chunk, _encoding, done) {
      setTimeout(done, 5);
    },
  });

const until = async (check: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return check();
};

describe('a file job whose output fails mid-way', () => {
  it('gives the worker its abort at once (its thread is free) and leaves no write hanging', async () => {
    const out = slowOut();
    // What the export runner does: a storage error ends whichever step waits on the file.
    const failed = new Promise<never>((_, reject) => out.once('error', reject));
    failed.catch(() => undefined);
    const job = await openFileJob({ kind: 'sheet', format: 'csv', headers: ['name', 'notes'], sheetName: 'S', rightToLeft: false }, out);
    // A few MB a batch: the worker is still writing it when the storage fails.
    const rows = Array.from({ length: 30_000 }, (_, i) => [`Client ${i}`, 'x'.repeat(80)]);
    await Promise.race([job.write(rows), failed]);
    const given = job.write(rows);
    given.catch(() => undefined);
    out.destroy(new Error('The disk is full'));
    await expect(Promise.race([given, failed])).rejects.toThrow('The disk is full');
    expect(jobsInFlight()).toBe(1);

    await job.abort();
    out.destroy();
    // Freed now, not after ABANDONED_AFTER_MS (two minutes) of waiting for a batch that never comes.
    expect(await until(() => jobsInFlight() === 0, 10_000)).toBe(true);
    // The write the runner gave up on settles, and a later one fails at once.
    await expect(given).rejects.toThrow();
    await expect(job.write(rows)).rejects.toThrow(/stopped/);
  }, 30_000);
});
