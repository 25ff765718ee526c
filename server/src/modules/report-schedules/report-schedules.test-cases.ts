import { randomUUID } from 'node:crypto';
import type { Company } from '../../../test/factories';
import type { ModuleCases } from '../../../test/module-cases';
import { firstRunExport } from '../../../test/report-schedule-fixtures';
import { signFileLink } from './schedule-file';

/** A weekly visit report for `co`'s sales rep, mailed to its manager. */
export const scheduleBody = (co: Company, extra: Record<string, unknown> = {}) => ({
  name: 'Weekly visits',
  filters: { report_type: 2, user_ids: [co.users.sales.id] },
  period: 'previous_7_days',
  frequency: 'weekly',
  weekday: 0,
  hour: 7,
  format: 'xlsx',
  language: 'en',
  recipient_ids: [co.users.manager.id],
  ...extra,
});

/**
 * What the sweeps over every route need of scheduled reports (server/test/module-cases.ts):
 * company B's manager's schedule, which A's callers must get a 404 for; B's users named as
 * recipients or reps of a new schedule are refused as a field (400).
 */
export const testCases: ModuleCases = {
  samples: {
    'POST /api/v1/report/schedules': (co) => scheduleBody(co),
    'PUT /api/v1/report/schedules/{id}': (co) => scheduleBody(co),
  },
  async world(t, b) {
    const res = await t.call('POST', '/api/v1/report/schedules', { token: b.users.manager.token, body: scheduleBody(b) });
    if (res.statusCode !== 201) throw new Error(`report schedule: ${res.body}`);
    const id = (res.json() as { id: string }).id;
    // "Send now" queues B's export: the signed link to it is sent under A's name below.
    const sent = await t.call('POST', `/api/v1/report/schedules/${id}/send`, { token: b.users.manager.token });
    if (sent.statusCode !== 202) throw new Error(`report schedule send: ${sent.body}`);
    // Its mail goes now, before the sweep counts B's rows and the mails sent.
    await t.app.reportExports.idle();
    const exportId = await firstRunExport(t, b.tenantId);
    // Signed right and live, for B's export under another company's name: found nowhere there.
    // (Imported here, not at the top: the sweeps' case tables import this file.)
    const { SECRET } = await import('../../../test/tenancy-cases');
    return { reportSchedule: id, reportScheduleLink: signFileLink(SECRET, randomUUID(), exportId, new Date()) };
  },
  tenancy: {
    'GET /api/v1/report/schedules/{id}': (mine) => ({ params: { id: mine.reportSchedule! } }),
    'PUT /api/v1/report/schedules/{id}': (mine, b) => ({ params: { id: mine.reportSchedule! }, body: scheduleBody(b) }),
    'DELETE /api/v1/report/schedules/{id}': (mine) => ({ params: { id: mine.reportSchedule! } }),
    'POST /api/v1/report/schedules/{id}/pause': (mine) => ({ params: { id: mine.reportSchedule! } }),
    'POST /api/v1/report/schedules/{id}/resume': (mine) => ({ params: { id: mine.reportSchedule! } }),
    'POST /api/v1/report/schedules/{id}/send': (mine) => ({ params: { id: mine.reportSchedule! } }),
    'POST /api/v1/report/schedules': (_, b) => ({ body: scheduleBody(b) }),
    'GET /api/v1/report/schedule-file/{token}': (mine) => ({ params: { token: mine.reportScheduleLink! } }),
  },
  references: { 'POST /api/v1/report/schedules': ['recipient_ids', 'filters.user_ids'] },
  undocumentedBodies: {
    'POST /api/v1/report/schedules/{id}/pause': [],
    'POST /api/v1/report/schedules/{id}/resume': [],
    'POST /api/v1/report/schedules/{id}/send': [],
    'DELETE /api/v1/report/schedules/{id}': [],
  },
};
