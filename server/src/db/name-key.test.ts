import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAME_KEY_SQL, nameKey } from '@contract/name-key';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { inTenant, selectRows } from './tenant-tx';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('the duplicate name key', () => {
  it('is the same as the generated column computes it and as the contract does', async () => {
    const samples = [
      ['أَحْمَد   الإبراهيم ', 'مستشفى الشفاء'],
      ['Dr. Huda  AL-Qahtani', ' Al Shifa\tClinic'],
      ['', 'Only a company'],
    ] as const;
    for (const [contact, company] of samples) {
      const [row] = await inTenant(t.database.db, null, (tx) =>
        selectRows<{ k: string }>(
          tx,
          sql`select ${sql.raw(NAME_KEY_SQL)} as k from (values (${contact}, ${company})) as v(contact_name, company_name)`,
        ),
      );
      expect(row?.k, contact).toBe(nameKey(contact, company));
    }
    expect(nameKey('أحمد', 'مستشفى')).toBe(nameKey('احمد ', 'مستشفي'));
  });
});
