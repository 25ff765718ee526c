import { and, asc, eq, isNull } from 'drizzle-orm';
import { MEETING_STATUS } from '@contract/meetings';
import { clients, meetingAttendees, meetings } from '../db/schema/index';
import type { Tx } from '../db/tenant-tx';
import { companyInstant } from '../modules/meetings/meetings.repository';
import type { UserRow } from '../modules/users/users.repository';

/**
 * The demo team's meetings: last weeks' reviews done with their minutes, one that slipped by
 * without being closed (it shows under Past, still to close), and this and next week's on the
 * calendar, in the three cities the company sells in or online.
 */
type Who = 'admin' | 'manager' | 'sales1' | 'sales2';
type Seed = {
  title: string;
  /** Days from today (negative: in the past), and the company's wall-clock time. */
  day: number;
  time: string;
  duration: number;
  place?: string;
  link?: string;
  organizer: Who;
  attendees: Who[];
  withClient?: boolean;
  agenda?: string;
  minutes?: string;
};

const SEEDS: Seed[] = [
  {
    title: 'مراجعة المبيعات الشهرية',
    day: -12,
    time: '09:30',
    duration: 60,
    place: 'الرياض، المكتب الرئيسي، قاعة النخيل',
    organizer: 'manager',
    attendees: ['sales1', 'sales2', 'admin'],
    agenda: 'نتائج الشهر لكل مندوب\nالعملاء المتأخرون في السداد\nخطة الشهر القادم',
    minutes:
      'تجاوز الفريق الهدف بنسبة ٨٪.\nيتابع عمر تحصيل مستحقات صيدليات الدواء قبل نهاية الأسبوع.\nليلى تجهز عرض الأسعار الجديد لمستشفى جدة.',
  },
  {
    title: 'Price list review with Al-Dawaa Pharmacies',
    day: -6,
    time: '11:00',
    duration: 45,
    place: 'Al-Dawaa head office, King Fahd Rd, Dammam',
    organizer: 'sales1',
    attendees: ['manager'],
    withClient: true,
    agenda: 'New price list for Q3; volume discounts; delivery days to the Eastern Province branches',
    minutes: 'They accept the Q3 list with 4% off above 500 boxes a month. Deliveries move to Sundays and Wednesdays.',
  },
  {
    title: 'Onboarding call: the new visit app',
    day: -3,
    time: '14:00',
    duration: 30,
    link: 'https://meet.google.com/zyr-demo-onb',
    organizer: 'admin',
    attendees: ['sales1', 'sales2'],
    agenda: 'Check-in at the client, photos of the shelf, closing a visit with its report',
    minutes: 'Both reps check in from the app now. Layla asked for offline photos (noted for the roadmap).',
  },
  {
    title: 'متابعة عقد التوريد مع مستشفى الملك فهد',
    day: -1,
    time: '10:00',
    duration: 60,
    place: 'جدة، حي الروضة، مستشفى الملك فهد - الإدارة',
    organizer: 'sales2',
    attendees: ['manager'],
    withClient: true,
    agenda: 'مراجعة بنود التجديد\nجدول التسليم للربع القادم',
  },
  {
    title: 'Weekly pipeline',
    day: 1,
    time: '09:00',
    duration: 30,
    link: 'https://teams.microsoft.com/l/meetup-join/ziyara-demo-weekly',
    organizer: 'manager',
    attendees: ['sales1', 'sales2'],
    agenda: 'Leads to approve; visits planned this week; stuck deals',
  },
  {
    title: 'عرض المنتجات الجديدة لمجمع عيادات الشفاء',
    day: 2,
    time: '13:30',
    duration: 90,
    place: 'الرياض، حي العليا، مجمع عيادات الشفاء',
    link: 'https://meet.google.com/zyr-demo-shifa',
    organizer: 'sales1',
    attendees: ['manager', 'sales2'],
    withClient: true,
    agenda: 'عينات الشاش والقفازات الجديدة\nالأسعار والكميات\nموعد أول طلبية',
  },
  {
    title: 'Eastern Province route planning',
    day: 6,
    time: '10:00',
    duration: 120,
    place: 'Dammam branch office, Al-Faisaliyah',
    organizer: 'manager',
    attendees: ['sales2', 'admin'],
    agenda: 'Split the Dammam and Khobar clients between the reps; fuel budget; new clinics to visit',
  },
  {
    title: 'Quarterly business review',
    day: 9,
    time: '15:00',
    duration: 60,
    link: 'https://zoom.us/j/5550100200',
    organizer: 'admin',
    attendees: ['manager'],
    agenda: 'Revenue by city; collections; hiring a third rep for Jeddah',
  },
];

export async function seedDemoMeetings(tx: Tx, tenantId: string, people: UserRow[], now: Date, timeZone: string) {
  // The meetings about a client name one of the company's first clients.
  const clientIds = (
    await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.kind, 'client'), isNull(clients.deletedAt)))
      .orderBy(asc(clients.createdAt), asc(clients.id))
      .limit(8)
  ).map((c) => c.id);
  const byEmail = (prefix: string) => people.find((p) => p.email.startsWith(`${prefix}@`))!;
  const who: Record<Who, UserRow> = {
    admin: byEmail('admin'),
    manager: byEmail('manager'),
    sales1: byEmail('sales1'),
    sales2: byEmail('sales2'),
  };
  const today = Date.parse(`${new Intl.DateTimeFormat('en-CA', { timeZone }).format(now)}T00:00:00Z`);
  for (const [i, s] of SEEDS.entries()) {
    const day = new Date(today + s.day * 86_400_000).toISOString().slice(0, 10);
    const done = s.minutes !== undefined;
    const [row] = await tx
      .insert(meetings)
      .values({
        tenantId,
        title: s.title,
        startsAt: companyInstant(day, s.time),
        durationMinutes: s.duration,
        place: s.place ?? null,
        onlineLink: s.link ?? null,
        organizerId: who[s.organizer].id,
        clientId: s.withClient ? (clientIds[i % Math.max(clientIds.length, 1)] ?? null) : null,
        agenda: s.agenda ?? '',
        status: done ? MEETING_STATUS.done : MEETING_STATUS.scheduled,
        minutes: s.minutes ?? null,
        doneAt: done ? new Date(today + (s.day + 1) * 86_400_000) : null,
        createdAt: new Date(today + Math.min(s.day - 5, -1) * 86_400_000),
      })
      .returning({ id: meetings.id });
    await tx.insert(meetingAttendees).values(s.attendees.map((a) => ({ tenantId, meetingId: row!.id, userId: who[a].id })));
  }
}
