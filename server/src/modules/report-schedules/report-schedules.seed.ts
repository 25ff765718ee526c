import type { Tx } from '../../db/tenant-tx';
import type { DemoCompany } from '../../seed/demo-company';
import { insertSchedule, replaceRecipients, setPaused } from './report-schedules.repository';

/**
 * The demo manager's scheduled reports: a weekly visit report in Arabic to the manager and the
 * admin, next due on its weekday (so a first start mails nobody at once: the outbox at most,
 * without SMTP_URL), and a monthly employee report in English that is paused.
 */
export async function demoRows(tx: Tx, demo: DemoCompany): Promise<void> {
  const byEmail = (prefix: string) => demo.people.find((p) => p.email.startsWith(prefix))!;
  const manager = byEmail('manager@');
  const admin = byEmail('admin@');
  const weekly = await insertSchedule(tx, demo.tenantId, manager.id, {
    name: 'تقرير الزيارات الأسبوعي',
    reportType: 2,
    filters: { report_type: 2 },
    period: 'previous_7_days',
    frequency: 'weekly',
    weekday: 0,
    monthDay: null,
    hour: 7,
    format: 'xlsx',
    language: 'ar',
  });
  await replaceRecipients(tx, demo.tenantId, weekly.id, [manager.id, admin.id]);
  const monthly = await insertSchedule(tx, demo.tenantId, manager.id, {
    name: 'Monthly team performance',
    reportType: 1,
    filters: { report_type: 1 },
    period: 'previous_month',
    frequency: 'monthly',
    weekday: null,
    monthDay: 1,
    hour: 8,
    format: 'pdf',
    language: 'en',
  });
  await replaceRecipients(tx, demo.tenantId, monthly.id, [manager.id]);
  await setPaused(tx, monthly, true);
}
