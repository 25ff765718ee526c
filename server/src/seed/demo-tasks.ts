import { and, asc, eq, isNull } from 'drizzle-orm';
import { TASK_STATUS, TASK_TYPE, type MissingDocument, type TaskStatus, type TaskType } from '@contract/tasks';
import { clients, tasks, visits } from '../db/schema/index';
import type { Tx } from '../db/tenant-tx';
import type { UserRow } from '../modules/users/users.repository';

/**
 * The demo team's to-do list: every task type, in every status, due from last week to next,
 * a few overdue so they stand out. Document tasks that are done carry a file, so the demo's
 * document tasks are still open or under way: completing one is a thing to try.
 */
type Seed = {
  title: string;
  type: TaskType;
  status: TaskStatus;
  /** Days from today (negative: in the past). */
  due: number;
  rep: 'sales1' | 'sales2' | 'manager';
  priority?: 0 | 1 | 2;
  missing?: MissingDocument;
  description?: string;
};

const SEEDS: Seed[] = [
  {
    title: 'جمع السجل التجاري المحدث',
    type: TASK_TYPE.missingPaper,
    status: TASK_STATUS.open,
    due: 2,
    rep: 'sales1',
    missing: 0,
    priority: 2,
  },
  {
    title: 'Collect the VAT certificate',
    type: TASK_TYPE.missingPaper,
    status: TASK_STATUS.inProgress,
    due: -1,
    rep: 'sales2',
    missing: 1,
  },
  { title: 'العنوان الوطني للفرع الجديد', type: TASK_TYPE.missingPaper, status: TASK_STATUS.open, due: 5, rep: 'sales2', missing: 2 },
  {
    title: 'Signed distribution agreement',
    type: TASK_TYPE.missingPaper,
    status: TASK_STATUS.open,
    due: -3,
    rep: 'sales1',
    missing: 3,
    priority: 2,
  },
  {
    title: 'فاتورة توريد القفازات الجراحية',
    type: TASK_TYPE.invoice,
    status: TASK_STATUS.open,
    due: 1,
    rep: 'sales1',
    description: 'فاتورة شهر أكتوبر، 200 كرتون',
  },
  { title: 'Invoice for the sterilizer order', type: TASK_TYPE.invoice, status: TASK_STATUS.inProgress, due: 0, rep: 'sales2' },
  { title: 'كشف حساب الربع الثالث', type: TASK_TYPE.statement, status: TASK_STATUS.open, due: 4, rep: 'sales1' },
  { title: 'Q3 statement for the hospital', type: TASK_TYPE.statement, status: TASK_STATUS.open, due: -2, rep: 'sales2', priority: 2 },
  {
    title: 'تحضير عرض سعر للمناقصة',
    type: TASK_TYPE.general,
    status: TASK_STATUS.inProgress,
    due: 3,
    rep: 'sales1',
    description: 'المناقصة تغلق نهاية الشهر',
  },
  { title: 'Update the price list for Jeddah clients', type: TASK_TYPE.general, status: TASK_STATUS.open, due: 6, rep: 'manager' },
  { title: 'مراجعة أهداف الفريق الشهرية', type: TASK_TYPE.general, status: TASK_STATUS.done, due: -4, rep: 'manager' },
  { title: 'Send samples catalogue to the new pharmacy', type: TASK_TYPE.general, status: TASK_STATUS.done, due: -6, rep: 'sales2' },
  {
    title: 'الاتصال بالمشتريات بخصوص الطلب المتأخر',
    type: TASK_TYPE.general,
    status: TASK_STATUS.open,
    due: -1,
    rep: 'sales2',
    priority: 2,
  },
  { title: 'Bring the demo unit to the visit', type: TASK_TYPE.visit, status: TASK_STATUS.open, due: 1, rep: 'sales1' },
  { title: 'تأكيد موعد التسليم مع المستودع', type: TASK_TYPE.visit, status: TASK_STATUS.inProgress, due: 0, rep: 'sales2' },
  { title: 'Follow up on the feedback from last visit', type: TASK_TYPE.visit, status: TASK_STATUS.done, due: -5, rep: 'sales1' },
];

const dayFrom = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function seedDemoTasks(tx: Tx, tenantId: string, people: UserRow[], now: Date, timeZone: string): Promise<void> {
  const byRole = (email: string) => people.find((p) => p.email.startsWith(email))!;
  const who = { sales1: byRole('sales1@'), sales2: byRole('sales2@'), manager: byRole('manager@') };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const rows = [];
  for (const [i, s] of SEEDS.entries()) {
    const rep = who[s.rep];
    // Each task is about one of its rep's clients; a visit task about one of their visits.
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.assignedTo, rep.id), eq(clients.kind, 'client'), isNull(clients.deletedAt)))
      .orderBy(asc(clients.createdAt))
      .offset(i % 5)
      .limit(1);
    const [visit] =
      s.type === TASK_TYPE.visit
        ? await tx
            .select({ id: visits.id, clientId: visits.clientId })
            .from(visits)
            .where(eq(visits.assignedTo, rep.id))
            .orderBy(asc(visits.plannedAt))
            .offset(i)
            .limit(1)
        : [];
    rows.push({
      tenantId,
      title: s.title,
      taskType: s.type,
      status: s.status,
      priority: s.priority ?? 1,
      assignedTo: rep.id,
      createdBy: who.manager.id,
      clientId: visit?.clientId ?? (s.type === TASK_TYPE.general && i % 2 ? null : (client?.id ?? null)),
      visitId: visit?.id ?? null,
      missingDocument: s.missing ?? null,
      dueDate: dayFrom(today, s.due),
      description: s.description ?? '',
      completedAt: s.status === TASK_STATUS.done ? new Date(now.getTime() - (1 - s.due) * 86_400_000) : null,
      createdAt: new Date(now.getTime() - (8 - s.due) * 86_400_000),
    });
  }
  await tx.insert(tasks).values(rows);
}
