import { sql } from 'drizzle-orm';
import { inTenant, selectRows } from '../src/db/tenant-tx';
import type { TestApp } from './build-test-app';

/** The export the company's first scheduled-report run queued (the API answers with the schedule, not it). */
export async function firstRunExport(t: TestApp, tenantId: string): Promise<string> {
  const [run] = await inTenant(t.database.db, tenantId, (tx) =>
    selectRows<{ export_id: string }>(tx, sql`select export_id from report_schedule_runs order by created_at limit 1`),
  );
  if (!run) throw new Error('no scheduled report run');
  return run.export_id;
}
