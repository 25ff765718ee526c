import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeForSearch } from '@contract/search';
import { inTenant, selectRows } from '../db/tenant-tx';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const samples = ['أحمد الإبراهيم', 'مكّة المكرمة', 'مستشفى الشفاء', 'آمنة', 'رقم ٠٥٥١٢٣', '۱۲۳', 'سـلـام', 'Dr. Huda AL-Qahtani', 'ٱلنور'];

describe('search normalization', () => {
  it('is the same in SQL and in the contract', async () => {
    for (const s of samples) {
      const result = await inTenant(t.database.db, null, (tx) => tx.execute(sql`select search_normalize(${s}) as n`));
      expect((result as unknown as { rows: { n: string }[] }).rows[0]?.n, s).toBe(normalizeForSearch(s));
    }
  });

  it('folds the forms people type differently', () => {
    expect(normalizeForSearch('أحمد')).toBe(normalizeForSearch('احمد'));
    expect(normalizeForSearch('مكة')).toBe(normalizeForSearch('مكه'));
    expect(normalizeForSearch('مستشفى')).toBe('مستشفي');
    expect(normalizeForSearch('٠٥٥')).toBe('055');
    expect(normalizeForSearch('مُحَمَّد')).toBe('محمد');
  });
});

describe('search under row-level security', () => {
  it('may use the trigram index: LIKE is LEAKPROOF, so it can run before the policy (ADR 0012)', async () => {
    // Without it a search reads the company's whole table; with 100,000 clients that is the
    // difference between 4 and 300 ms (bench/clients.ts). Test databases migrate as superuser.
    const [fn] = await selectRows<{ leakproof: boolean }>(
      t.database.db as never,
      sql`select proleakproof as leakproof from pg_proc where oid = 'textlike(text,text)'::regprocedure`,
    );
    expect(fn?.leakproof).toBe(true);
  });
});
