import { and, asc, eq, isNull } from 'drizzle-orm';
import { MAINTENANCE_STATUS, type MaintenanceStatus } from '@contract/maintenance';
import { clients, maintenanceRequests } from '../db/schema/index';
import type { Tx } from '../db/tenant-tx';
import type { UserRow } from '../modules/users/users.repository';

/**
 * The demo technician's job list: faults at the demo clients in Riyadh, Jeddah and Dammam,
 * from the last weeks (done, with the technician's notes) to the coming ones (open), a few
 * under way today. No attachments: a seeded photo would be a picture of nothing.
 */
type Seed = {
  title: string;
  city: 'Riyadh' | 'Jeddah' | 'Dammam';
  status: MaintenanceStatus;
  /** Days from today (negative: in the past). */
  day: number;
  priority?: 0 | 1 | 2;
  description?: string;
  notes?: string;
  by: 'manager' | 'sales1' | 'sales2';
};

const SEEDS: Seed[] = [
  {
    title: 'مكيف غرفة الانتظار يسرب ماء',
    city: 'Riyadh',
    status: MAINTENANCE_STATUS.open,
    day: 1,
    priority: 2,
    description: 'الوحدة الداخلية تسرب ماء على الأرض منذ يومين، يرجى فحص أنبوب التصريف.',
    by: 'manager',
  },
  {
    title: 'Fridge display not cooling below 8°C',
    city: 'Jeddah',
    status: MAINTENANCE_STATUS.inProgress,
    day: 0,
    priority: 2,
    description: 'The vaccine display fridge shows 9–11°C since the weekend. Stock moved to the back fridge.',
    by: 'sales1',
  },
  {
    title: 'POS printer jams on every receipt',
    city: 'Dammam',
    status: MAINTENANCE_STATUS.open,
    day: 3,
    description: 'Thermal printer at the main counter; paper rolls replaced twice.',
    by: 'sales2',
  },
  { title: 'صيانة دورية لمكيفات الصيدلية', city: 'Riyadh', status: MAINTENANCE_STATUS.open, day: 8, priority: 0, by: 'manager' },
  {
    title: 'ثلاجة عرض الأدوية لا تغلق بإحكام',
    city: 'Jeddah',
    status: MAINTENANCE_STATUS.open,
    day: 12,
    description: 'جلدة الباب تالفة من الأسفل.',
    by: 'sales1',
  },
  {
    title: 'Barcode scanner not reading at the checkout',
    city: 'Riyadh',
    status: MAINTENANCE_STATUS.open,
    day: 17,
    priority: 0,
    by: 'manager',
  },
  {
    title: 'AC unit noisy in the sterilization room',
    city: 'Dammam',
    status: MAINTENANCE_STATUS.done,
    day: -3,
    by: 'manager',
    notes: 'Fan motor bearing worn. Replaced the bearing and tightened the mounting; noise gone.',
  },
  {
    title: 'طابعة نقاط البيع لا تطبع الفواتير',
    city: 'Riyadh',
    status: MAINTENANCE_STATUS.done,
    day: -6,
    priority: 2,
    by: 'sales2',
    notes: 'تم تنظيف رأس الطباعة وتحديث برنامج التشغيل، وتمت تجربة الطباعة بنجاح.',
  },
  {
    title: 'Cold room alarm going off at night',
    city: 'Jeddah',
    status: MAINTENANCE_STATUS.done,
    day: -10,
    by: 'sales1',
    notes: 'Door sensor misaligned; realigned it and tested the alarm with the night guard.',
  },
  {
    title: 'تركيب منظم جهد للثلاجة الجديدة',
    city: 'Dammam',
    status: MAINTENANCE_STATUS.done,
    day: -14,
    priority: 0,
    by: 'manager',
    notes: 'تم تركيب منظم جهد 3000 واط وفحص التأريض.',
  },
];

const dayFrom = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function seedDemoMaintenance(tx: Tx, tenantId: string, people: UserRow[], now: Date, timeZone: string): Promise<void> {
  const byEmail = (prefix: string) => people.find((p) => p.email.startsWith(prefix))!;
  const tech = byEmail('maintenance@');
  const who = { manager: byEmail('manager@'), sales1: byEmail('sales1@'), sales2: byEmail('sales2@') };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const rows = [];
  for (const [i, s] of SEEDS.entries()) {
    const creator = who[s.by];
    // A client of the city; for a sales creator one of their own (they asked for the fix).
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(
        and(
          eq(clients.city, s.city),
          eq(clients.kind, 'client'),
          isNull(clients.deletedAt),
          s.by === 'manager' ? undefined : eq(clients.assignedTo, creator.id),
        ),
      )
      .orderBy(asc(clients.createdAt))
      .offset(i % 2)
      .limit(1);
    const [anyInCity] = client
      ? [client]
      : await tx
          .select({ id: clients.id })
          .from(clients)
          .where(and(eq(clients.city, s.city), eq(clients.kind, 'client'), isNull(clients.deletedAt)))
          .limit(1);
    if (!anyInCity) continue;
    const done = s.status === MAINTENANCE_STATUS.done;
    rows.push({
      tenantId,
      title: s.title,
      description: s.description ?? '',
      priority: s.priority ?? 1,
      status: s.status,
      assignedTo: tech.id,
      // A sales rep without a client in that city: the manager asked.
      createdBy: client ? creator.id : who.manager.id,
      clientId: anyInCity.id,
      scheduledDate: dayFrom(today, s.day),
      completionNotes: done ? (s.notes ?? null) : null,
      completedAt: done ? new Date(Date.parse(`${dayFrom(today, s.day)}T13:30:00+03:00`)) : null,
      completedBy: done ? tech.id : null,
      createdAt: new Date(now.getTime() - (10 - s.day) * 86_400_000),
    });
  }
  if (rows.length > 0) await tx.insert(maintenanceRequests).values(rows);
}
