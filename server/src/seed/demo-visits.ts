import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { completionOf, VISIT_STATUS, VISIT_TYPE, type CheckInVerdict, type VisitOutcome, type VisitType } from '@contract/visits';
import { activity, agencies, clients, documentCounters, samples, tenants, visitAgencies, visits, visitSamples } from '../db/schema/index';
import type { Tx } from '../db/tenant-tx';
import type { UserRow } from '../modules/users/users.repository';

/**
 * The demo company's visits: five weeks back and two ahead, for its two reps and some by its
 * manager, every type and status, check-ins measured like the server measures them (and a few
 * that were far, without GPS or without a client location), outcomes of each completion call,
 * receipts numbered 1..n, and the timeline each step writes. A seeded PRNG picks everything
 * relative to `now`, so a rerun looks the same; today gives sales1 a living day (visits done,
 * one under way, some still ahead) whatever the hour.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Asia/Riyadh has no daylight saving: local time is UTC+3 all year. */
const RIYADH_OFFSET = 3 * HOUR;
const WEEKEND = new Set([5, 6]); // Friday, Saturday
const PAST_DAYS = 35;
const FUTURE_DAYS = 14;
/** The radius earthdistance's `earth()` uses, so these distances match the server's check-in. */
const EARTH_RADIUS_M = 6_378_168;

type ClientPick = {
  id: string;
  kind: 'lead' | 'client';
  city: string;
  latitude: number | null;
  longitude: number | null;
  assignedTo: string | null;
  createdAt: Date;
};

type Fate = 'pending' | 'started' | 'finished' | 'approved' | 'rejected';

interface Plan {
  id: string;
  client: ClientPick;
  rep: UserRow;
  type: VisitType;
  plannedAt: number;
  createdBy: UserRow;
  createdAt: number;
  priority: number;
  reason: number;
  notes: string;
  agencyIds: string[];
  samples: { id: string; quantity: number }[];
  fate: Fate;
  /** Recorded after the fact with `visit/already`: finished in one step, place unverifiable. */
  recordedAfter?: boolean;
  verdict?: CheckInVerdict;
  /** Today's scripted visits keep their times exactly. */
  scripted?: boolean;
  checkedInAt?: number;
  position?: { latitude: number | null; longitude: number | null; accuracy: number | null; distance: number | null };
  finishedAt?: number;
  reviewedAt?: number;
  reviewer?: UserRow;
  rejectReason: string;
  isFalse: boolean;
  falseReason: string;
  manualFalse?: { at: number; by: UserRow; reason: string };
  receiptNumber?: number;
  amount?: number;
  outcome?: VisitOutcome;
  fromVisit?: string;
  nextVisitId?: string;
}

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
function prng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    weighted: <T>(items: readonly (readonly [T, number])[]): T => {
      const total = items.reduce((n, [, w]) => n + w, 0);
      let r = next() * total;
      for (const [item, w] of items) if ((r -= w) < 0) return item;
      return items[items.length - 1]![0];
    },
    chance: (p: number) => next() < p,
    shuffle: <T>(items: readonly T[]): T[] => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}

const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function haversineM(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The point `metres` away from (lat, lng) along `bearing` degrees, to a phone's six decimals. */
function offsetPoint(lat: number, lng: number, metres: number, bearing: number): { latitude: number; longitude: number } {
  const d = metres / EARTH_RADIUS_M;
  const th = rad(bearing);
  const p1 = rad(lat);
  const p2 = Math.asin(Math.sin(p1) * Math.cos(d) + Math.cos(p1) * Math.sin(d) * Math.cos(th));
  const l2 = rad(lng) + Math.atan2(Math.sin(th) * Math.sin(d) * Math.cos(p1), Math.cos(d) - Math.sin(p1) * Math.sin(p2));
  const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
  return { latitude: round6((p2 * 180) / Math.PI), longitude: round6((l2 * 180) / Math.PI) };
}

const EASTERN = new Set(['Dammam', 'Khobar']);
const cityGroup = (city: string) => (EASTERN.has(city) ? 'Eastern' : city);

// What reps write, in both languages, by completion kind.
const NEW_OUTCOMES = [
  'وافق الصيدلي على طلبية تجريبية من المكملات',
  'Introduced the B. Braun IV range; the head nurse wants a trial in the ER',
  'عرض أجهزة مندراي لمراقبة المرضى، وطلبوا عرض سعر لعشرة أجهزة',
  'Met the new procurement manager; shared the catalogue and the 2026 price list',
  'تم تقديم عينات القفازات الجراحية وسيتم تقييمها خلال أسبوعين',
  'Dental wing interested in 3M dressings; listed for the next tender',
  'الإدارة مهتمة بتوسيع التعاقد ليشمل قسم العمليات',
  'Demonstrated the pulse oximeter probes to the ICU team; positive feedback',
];
const NEXT_STEPS = [
  'Send the quotation by Thursday',
  'إرسال عرض السعر يوم الأحد',
  'Book a demo with the biomedical engineer',
  'متابعة نتيجة التقييم بعد أسبوعين',
  '',
  'Follow up with the purchasing committee',
];
const FOLLOW_UP_OUTCOMES = [
  'Discussed Q3 pricing; order for 40 cartons of gloves',
  'تمت مناقشة الأسعار الجديدة والعميل ينتظر موافقة الإدارة المالية',
  'Trial went well; they will reorder IV cannulas monthly',
  'طلب العميل تمديد فترة السداد إلى ٦٠ يوماً',
  'Followed up on the tender; our offer is shortlisted',
  'تم تأكيد طلبية شهرية من ضمادات الشاش المعقمة',
  'No decision yet; the pharmacist asked us to come back after stock-taking',
  'Resolved the short-delivery complaint; the client is satisfied',
];
const COLLECTION_NOTES = [
  'Cheque no. 004512, Al Rajhi Bank',
  'دفعة نقدية عن فاتورة أكتوبر',
  'Partial payment for invoice INV-2291',
  'سداد كامل الرصيد المستحق',
  '',
  'Transfer reference confirmed by the accountant',
];
const AMOUNTS = [1_850, 3_200, 4_750.5, 7_800, 12_400, 18_650.25, 26_000, 41_300];
const RECEIVERS = ['Mohammed Al-Anazi', 'سعد العمري', 'Nurse Maria Santos', 'فيصل الحربي', 'Abdulrahman Al-Shehri', 'منيرة الدوسري'];
const DELIVERY_NOTES = [
  'Delivered 12 boxes; signed by the store keeper',
  'تم التسليم إلى المستودع الرئيسي',
  'One carton damaged; replacement next week',
  'تم التسليم كاملاً',
  '',
];
const CALL_SUMMARIES = [
  'Confirmed the delivery window for Sunday morning',
  'اتصال لتأكيد موعد الاجتماع القادم',
  'Client asked for an updated price list by e-mail',
  'تذكير بالدفعة المستحقة نهاية الشهر',
  'Checked stock of sterile gloves; they reorder next week',
  'استفسار عن توفر كانيولا مقاس 20',
];
const ALREADY_OUTCOMES = [
  'Passed by on the way back from Khobar; took a small order of dressings',
  'زيارة غير مخطط لها: العميل طلب استبدال كرتون تالف',
];
const PLAN_NOTES: Record<VisitType, string[]> = {
  0: ['Bring the catalogue and samples', 'إحضار عينات القفازات', 'First meeting: ask who signs purchase orders', ''],
  1: ['Ask about the purchasing committee date', 'متابعة عرض السعر المرسل', '', ''],
  2: ['Collect the cheque for the October invoice', 'تحصيل دفعة الفاتورة المستحقة', 'Balance due: see the statement', ''],
  3: ['Deliver order #5521 (gloves and cannulas)', 'تسليم طلبية الضمادات', ''],
  4: ['Call before noon', 'اتصال لتأكيد الطلبية', ''],
  5: ['Present the Mindray range to the new wing', 'عرض توسيع التوريد لقسم الأسنان', ''],
};
const REJECT_REASONS = [
  'Outcome too vague: list the products and quantities discussed',
  'لم يتم توثيق الطلبية بشكل صحيح',
  'Duplicate of the morning visit to the same client',
];
const RECEIPT_REJECT = 'Receipt amount does not match the statement; collect again with the accountant';
const FAR_REJECT = 'Checked in far from the client; the visit cannot be accepted';
const MANUAL_FALSE = 'أكد العميل أنه لم تتم أي زيارة في هذا اليوم (The client confirmed no one visited that day)';

export interface DemoVisitsParams {
  tenantId: string;
  /** The demo team as demo.ts creates it: admin, manager, sales1, sales2, … */
  users: UserRow[];
  now: Date;
}

/** Seeds the demo visits inside the demo tenant's transaction; returns how many it made. */
export async function seedDemoVisits(tx: Tx, { tenantId, users: team, now: nowDate }: DemoVisitsParams): Promise<number> {
  const [admin, manager, rep1, rep2] = team;
  if (!admin || !manager || !rep1 || !rep2) return 0;
  const now = nowDate.getTime();
  const rnd = prng(20_260_401);

  // The clients and catalogue seedDemoClients made (RLS: this company's rows only).
  const clientRows: ClientPick[] = await tx
    .select({
      id: clients.id,
      kind: clients.kind,
      leadStatus: clients.leadStatus,
      city: clients.city,
      latitude: clients.latitude,
      longitude: clients.longitude,
      assignedTo: clients.assignedTo,
      createdAt: clients.createdAt,
    })
    .from(clients)
    .orderBy(asc(clients.companyName))
    .then((rows) => rows.filter((c) => c.leadStatus !== 'archived'));
  const agencyRows = await tx.select({ id: agencies.id }).from(agencies).orderBy(asc(agencies.nameEn));
  const sampleRows = await tx.select({ id: samples.id, name: samples.name, unit: samples.unit }).from(samples).orderBy(asc(samples.code));
  const [company] = await tx.select({ radius: tenants.geofenceRadiusM }).from(tenants);
  const radius = company?.radius ?? 500;
  if (clientRows.length === 0) return 0;

  const poolOf = (user: UserRow) => clientRows.filter((c) => c.assignedTo === user.id);
  // Local calendar: day 0 is today in Riyadh; `at(day, minutes)` is that local time as an instant.
  const localNow = new Date(now + RIYADH_OFFSET);
  const todayUtc = Date.UTC(localNow.getUTCFullYear(), localNow.getUTCMonth(), localNow.getUTCDate());
  const at = (day: number, minutes: number) => todayUtc + day * DAY + minutes * MINUTE - RIYADH_OFFSET;
  const weekday = (day: number) => new Date(todayUtc + day * DAY).getUTCDay();
  /** People plan and review between 08:00 and 20:00: an instant outside moves to the next 08:xx. */
  const inWorkingHours = (t: number) => {
    const local = new Date(t + RIYADH_OFFSET);
    const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
    const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - RIYADH_OFFSET;
    const into = (day: number) => midnight + day * DAY + (8 * 60 + (minutes % 60)) * MINUTE + local.getUTCSeconds() * 1000;
    return minutes < 8 * 60 ? into(0) : minutes >= 20 * 60 ? into(1) : t;
  };
  const visitedBefore = new Set<string>();
  const plans: Plan[] = [];

  const typeFor = (client: ClientPick): VisitType => {
    if (client.kind === 'lead')
      return visitedBefore.has(client.id)
        ? rnd.weighted([
            [VISIT_TYPE.followUp, 3],
            [VISIT_TYPE.new, 1],
          ] as const)
        : VISIT_TYPE.new;
    return rnd.weighted([
      [VISIT_TYPE.followUp, 34],
      [VISIT_TYPE.collection, 18],
      [VISIT_TYPE.delivery, 18],
      [VISIT_TYPE.expanding, 14],
      [VISIT_TYPE.new, 8],
    ] as const);
  };

  const addPlan = (rep: UserRow, client: ClientPick, type: VisitType, plannedAt: number, extra: Partial<Plan> = {}): Plan => {
    visitedBefore.add(client.id);
    // Planned a few days ahead, by the rep or (a quarter of the time) by the manager, never
    // before the client existed nor after now.
    const plannerIsManager = rep.id !== manager.id && rnd.chance(0.25);
    const lead = rnd.int(1, 6) * DAY + rnd.int(0, 8) * HOUR + rnd.int(0, 59) * MINUTE;
    const createdAt = Math.min(
      now - 5 * MINUTE,
      plannedAt - 10 * MINUTE,
      Math.max(client.createdAt.getTime() + 20 * MINUTE, inWorkingHours(plannedAt - lead)),
    );
    const withSamples = (type === VISIT_TYPE.new || type === VISIT_TYPE.expanding) && rnd.chance(0.7);
    const sampleLines = withSamples
      ? [...new Set([rnd.int(0, sampleRows.length - 1), rnd.int(0, sampleRows.length - 1)])]
          .filter((i) => sampleRows[i])
          .map((i) => ({ id: sampleRows[i]!.id, quantity: rnd.int(1, 6) }))
      : [];
    const agencyIds =
      type !== VISIT_TYPE.call && agencyRows.length && rnd.chance(0.4)
        ? [...new Set([rnd.int(0, agencyRows.length - 1), rnd.int(0, agencyRows.length - 1)])].map((i) => agencyRows[i]!.id)
        : [];
    const plan: Plan = {
      id: randomUUID(),
      client,
      rep,
      type,
      plannedAt,
      createdBy: plannerIsManager ? manager : rep,
      createdAt,
      priority: rnd.weighted([
        [1, 6],
        [0, 2],
        [2, 2],
      ] as const),
      reason: rnd.int(0, 5),
      notes: rnd.pick(PLAN_NOTES[type]),
      agencyIds,
      samples: sampleLines,
      fate: 'pending',
      rejectReason: '',
      isFalse: false,
      falseReason: '',
      ...extra,
    };
    plans.push(plan);
    return plan;
  };

  /** Where a rep works on a day: Riyadh, with one trip a week to Jeddah or the Eastern Province. */
  const cityOf = (rep: UserRow, day: number): string => {
    const week = Math.floor((day + 70) / 7);
    const tripDay = rep.id === rep1.id ? 2 : rep.id === rep2.id ? 3 : 4;
    if (weekday(day) !== tripDay) return 'Riyadh';
    return week % 2 === 0 ? 'Jeddah' : 'Eastern';
  };

  /** One rep's ordinary working day: field visits in the day's city through the morning, a call after. */
  const workDay = (rep: UserRow, day: number, fieldVisits: number, callChance: number) => {
    const pool = poolOf(rep);
    const city = cityOf(rep, day);
    const firstSlot = at(day, 8 * 60 + 30);
    const eligible = pool.filter((c) => cityGroup(c.city) === city && c.createdAt.getTime() < firstSlot - HOUR);
    const chosen = rnd.shuffle(eligible).slice(0, fieldVisits);
    chosen.forEach((client, k) => {
      const minutes = 8 * 60 + 30 + k * 110 + rnd.int(0, 4) * 5;
      addPlan(rep, client, typeFor(client), at(day, minutes));
    });
    if (rnd.chance(callChance)) {
      const callable = pool.filter((c) => c.createdAt.getTime() < firstSlot - HOUR);
      if (callable.length) addPlan(rep, rnd.pick(callable), VISIT_TYPE.call, at(day, 15 * 60 + rnd.int(0, 18) * 5));
    }
  };

  for (let day = -PAST_DAYS; day <= FUTURE_DAYS; day++) {
    if (day === 0 || WEEKEND.has(weekday(day))) continue;
    const past = day < 0;
    for (const rep of [rep1, rep2])
      workDay(rep, day, past ? 2 + (rnd.chance(0.35) ? 1 : 0) : 1 + (rnd.chance(0.4) ? 1 : 0), past ? 0.3 : 0.2);
    if (rnd.chance(past ? 0.45 : 0.35)) workDay(manager, day, 1, 0.1);
  }

  // Today, whatever the hour: done visits behind now, one under way, some ahead. The offsets
  // shrink near midnight so every visit stays on today's date and on the right side of now.
  const sinceMidnight = (now - at(0, 0)) / MINUTE;
  const pastScale = Math.max(0.02, Math.min(1, (sinceMidnight - 15) / 320));
  const futureScale = Math.max(0.02, Math.min(1, (24 * 60 - sinceMidnight - 15) / 260));
  const today = (offsetMinutes: number) => {
    const t = now + offsetMinutes * (offsetMinutes < 0 ? pastScale : futureScale) * MINUTE;
    const step = 5 * MINUTE;
    return offsetMinutes < 0 ? Math.floor(t / step) * step : Math.ceil(t / step) * step;
  };
  const riyadhOf = (rep: UserRow) => poolOf(rep).filter((c) => c.city === 'Riyadh');
  const nth = (items: ClientPick[], i: number) => items[i % Math.max(1, items.length)];
  const script: [UserRow, ClientPick | undefined, VisitType, number, Fate][] = [];
  {
    const mine = riyadhOf(rep1);
    const firstClient = mine.find((c) => c.kind === 'client');
    const lead = mine.find((c) => c.kind === 'lead');
    const others = mine.filter((c) => c.kind === 'client' && c !== firstClient);
    const away = poolOf(rep1).find((c) => c.city !== 'Riyadh' && c.kind === 'client');
    script.push(
      [rep1, firstClient, VISIT_TYPE.delivery, -300, 'approved'],
      [rep1, nth(others, 0), VISIT_TYPE.followUp, -200, 'finished'],
      [rep1, nth(others, 1), VISIT_TYPE.collection, -110, 'finished'],
      [rep1, lead ?? nth(others, 2), VISIT_TYPE.new, -30, 'started'],
      [rep1, firstClient, VISIT_TYPE.followUp, 75, 'pending'],
      [rep1, away, VISIT_TYPE.call, 150, 'pending'],
      [rep1, nth(others, 0), VISIT_TYPE.expanding, 225, 'pending'],
    );
    const hers = riyadhOf(rep2).filter((c) => c.kind === 'client');
    script.push(
      [rep2, nth(hers, 0), VISIT_TYPE.followUp, -240, 'finished'],
      [rep2, nth(hers, 1), VISIT_TYPE.delivery, -140, 'finished'],
      [rep2, nth(hers, 2), VISIT_TYPE.collection, 60, 'pending'],
      [rep2, nth(riyadhOf(rep2), 3), VISIT_TYPE.new, 190, 'pending'],
      [manager, nth(riyadhOf(manager), 0), VISIT_TYPE.expanding, 120, 'pending'],
    );
  }
  for (const [rep, client, type, offset, fate] of script) {
    if (!client) continue;
    const plannedAt = today(offset);
    const p = addPlan(rep, client, type, plannedAt, { fate, scripted: true });
    if (fate !== 'pending') {
      p.verdict = 'verified';
      p.checkedInAt = fate === 'started' ? today(-20) : plannedAt + rnd.int(1, 3) * 5 * MINUTE;
      if (fate !== 'started') p.finishedAt = p.checkedInAt + (type === VISIT_TYPE.call ? 10 : rnd.int(5, 8) * 5) * MINUTE;
      if (fate === 'approved') p.reviewedAt = Math.min(now - 5 * MINUTE, p.finishedAt! + 40 * MINUTE);
    }
  }

  // What became of the past: mostly approved; the last two days mostly awaiting review; a few
  // missed, one left under way, a few rejected.
  const pastPlans = plans.filter((p) => !p.scripted && p.plannedAt < at(0, 0)).sort((a, b) => a.plannedAt - b.plannedAt);
  for (const p of pastPlans) {
    const age = (now - p.plannedAt) / DAY;
    p.fate =
      age < 3
        ? rnd.weighted([
            ['finished', 6],
            ['approved', 4],
          ] as const)
        : rnd.weighted([
            ['approved', 84],
            ['finished', 8],
            ['rejected', 4],
          ] as const);
  }
  const missable = pastPlans.filter((p) => p.fate === 'approved' && p.type !== VISIT_TYPE.call && (now - p.plannedAt) / DAY > 4);
  // Two nobody checked in to (missed: still Pending, in the past), one a week ago left under
  // way, and two recorded after the fact (`visit/already`).
  for (const p of [missable[5], missable[missable.length - 4]]) if (p) p.fate = 'pending';
  const stale = pastPlans.find((p) => p.rep === rep2 && (now - p.plannedAt) / DAY > 6 && p.type !== VISIT_TYPE.call);
  if (stale) stale.fate = 'started';
  const recordable = pastPlans.filter(
    (p) =>
      p.rep === rep2 &&
      p.fate === 'approved' &&
      p.client.kind === 'client' &&
      [VISIT_TYPE.followUp, VISIT_TYPE.new, VISIT_TYPE.expanding].includes(p.type as 0 | 1 | 5),
  );
  for (const p of [recordable[3], recordable[11]]) if (p) p.recordedAfter = true;

  // Check-in verdicts: calls are taken without GPS; a few field visits were far, had no GPS
  // fix, or had a client with no location then.
  for (const p of plans) {
    if (p.fate === 'pending' || p.recordedAfter || p.verdict) continue;
    p.verdict = p.type === VISIT_TYPE.call ? 'no_gps' : 'verified';
  }
  const field = pastPlans.filter((p) => p.verdict === 'verified' && p.fate !== 'started');
  const takeEvery = (n: number, count: number, offset: number) =>
    Array.from({ length: count }, (_, k) => field[(offset + k * n) % field.length]!).filter((p) => p.verdict === 'verified');
  const step = Math.max(1, Math.floor(field.length / 9));
  const far = takeEvery(step, 4, 1);
  for (const p of far) p.verdict = 'far';
  for (const p of takeEvery(step, 2, Math.floor(step / 2) + 3)) p.verdict = 'no_gps';
  for (const p of takeEvery(step * 2, 2, step + 5)) p.verdict = 'no_client_location';
  // One far visit was rejected for it; one approved visit was later flagged false by hand.
  if (far[1]) far[1].fate = 'rejected';
  if (far[2]) far[2].fate = 'finished';
  const rejected = plans.filter((p) => p.fate === 'rejected');
  rejected.forEach(
    (p, i) =>
      (p.rejectReason =
        p.verdict === 'far' ? FAR_REJECT : p.type === VISIT_TYPE.collection ? RECEIPT_REJECT : REJECT_REASONS[i % REJECT_REASONS.length]!),
  );
  const flagged = pastPlans.find((p) => p.fate === 'approved' && p.verdict === 'verified' && (now - p.plannedAt) / DAY > 10);

  // Times and positions.
  for (const p of plans) {
    if (p.recordedAfter) {
      p.plannedAt = p.plannedAt + rnd.int(0, 6) * 5 * MINUTE;
      p.checkedInAt = p.plannedAt;
      p.finishedAt = p.plannedAt;
      p.createdAt = p.plannedAt + rnd.int(2, 5) * HOUR;
      p.createdBy = p.rep;
      p.verdict = 'recorded_after';
      p.agencyIds = [];
      p.samples = [];
    } else if (p.fate !== 'pending' && !p.scripted) {
      p.checkedInAt = p.plannedAt + rnd.int(-2, 5) * 5 * MINUTE + rnd.int(0, 59) * 1000;
      if (p.fate !== 'started') {
        const minutes = p.type === VISIT_TYPE.call ? rnd.int(4, 20) : rnd.int(15, 55);
        p.finishedAt = p.checkedInAt + minutes * MINUTE + rnd.int(0, 59) * 1000;
      }
    }
    if ((p.fate === 'approved' || p.fate === 'rejected') && !p.reviewedAt) {
      const wanted = inWorkingHours(Math.max(p.finishedAt!, p.createdAt) + rnd.int(1, 26) * HOUR + rnd.int(0, 59) * MINUTE);
      p.reviewedAt = Math.min(wanted, now - rnd.int(10, 90) * MINUTE);
      if (p.reviewedAt <= p.finishedAt!) {
        p.fate = 'finished';
        p.reviewedAt = undefined;
      }
    }
    if (p.reviewedAt) p.reviewer = p.rep.id === manager.id ? admin : manager;
    if (p.fate !== 'rejected') p.rejectReason = '';
    if (p.checkedInAt !== undefined && p.verdict && p.verdict !== 'recorded_after') {
      const { latitude: lat, longitude: lng } = p.client;
      const accuracy = rnd.int(5, 30);
      if (p.verdict === 'no_gps') p.position = { latitude: null, longitude: null, accuracy: null, distance: null };
      else if (lat === null || lng === null || p.verdict === 'no_client_location') {
        // The client's pin was added after this visit: the rep's position is kept, unmeasured.
        const base = lat !== null && lng !== null ? { lat, lng } : { lat: 24.7136, lng: 46.6753 };
        const there = offsetPoint(base.lat, base.lng, rnd.int(15, 60), rnd.int(0, 359));
        p.position = { ...there, accuracy, distance: null };
        p.verdict = 'no_client_location';
      } else {
        const metres = p.verdict === 'far' ? rnd.int(2_000, 8_000) + rnd.next() : rnd.int(6, 85) + rnd.next();
        const there = offsetPoint(lat, lng, metres, rnd.int(0, 359));
        const distance = haversineM(lat, lng, there.latitude, there.longitude);
        p.position = { ...there, accuracy, distance };
        if (p.verdict === 'far') {
          p.isFalse = true;
          p.falseReason = `Checked in ${Math.round(distance)} m from the client (geofence ${radius} m)`;
        }
      }
    }
  }
  if (flagged) {
    flagged.isFalse = true;
    flagged.falseReason = MANUAL_FALSE;
    flagged.manualFalse = {
      at: Math.min(now - HOUR, inWorkingHours(flagged.reviewedAt! + 3 * DAY + 2 * HOUR)),
      by: manager,
      reason: MANUAL_FALSE,
    };
  }

  // Receipts: every finished collection took the next number, in the order they were finished.
  const collected = plans
    .filter((p) => p.type === VISIT_TYPE.collection && p.finishedAt !== undefined && p.fate !== 'started')
    .sort((a, b) => a.finishedAt! - b.finishedAt!);
  collected.forEach((p, i) => {
    p.receiptNumber = i + 1;
    p.amount = rnd.pick(AMOUNTS);
  });

  // A finished follow-up sometimes planned the next one (`next_follow_up`): link the two.
  const byTime = [...plans].sort((a, b) => a.plannedAt - b.plannedAt);
  for (const p of byTime) {
    if (p.type !== VISIT_TYPE.followUp || p.finishedAt === undefined || p.recordedAfter || !rnd.chance(0.5)) continue;
    const next = byTime.find(
      (q) =>
        q !== p &&
        q.type === VISIT_TYPE.followUp &&
        q.client.id === p.client.id &&
        q.rep.id === p.rep.id &&
        q.plannedAt > p.finishedAt! + DAY &&
        !q.fromVisit &&
        !q.recordedAfter,
    );
    if (!next) continue;
    next.fromVisit = p.id;
    next.createdBy = p.rep;
    next.createdAt = p.finishedAt! + 2 * MINUTE;
    p.nextVisitId = next.id;
  }

  // Outcomes, exactly as each completion call stores them.
  const sampleById = new Map(sampleRows.map((s) => [s.id, s]));
  for (const p of plans) {
    if (p.finishedAt === undefined || p.fate === 'started') continue;
    const order = rnd.chance(0.45) ? ('Yes' as const) : ('No' as const);
    const orderValue = order === 'Yes' ? rnd.pick([2_400, 5_750, 9_800, 14_200, 22_500, 38_000]) : null;
    if (p.recordedAfter) {
      p.outcome = { kind: 'already', outcome: rnd.pick(ALREADY_OUTCOMES), order, order_value: orderValue };
      continue;
    }
    const kind = completionOf[p.type];
    if (kind === 'new') {
      const given = p.samples
        .filter(() => rnd.chance(0.8))
        .map((l) => {
          const s = sampleById.get(l.id)!;
          return { sample_id: s.id, name: s.name, unit: s.unit, quantity: rnd.int(1, l.quantity) };
        });
      p.outcome = {
        kind,
        outcome: rnd.pick(NEW_OUTCOMES),
        order,
        order_value: orderValue,
        next_step: rnd.pick(NEXT_STEPS),
        samples_given: given,
      };
    } else if (kind === 'followup') {
      p.outcome = { kind, outcome: rnd.pick(FOLLOW_UP_OUTCOMES), order, order_value: orderValue, next_visit_id: p.nextVisitId ?? null };
    } else if (kind === 'collection') {
      p.outcome = {
        kind,
        amount: p.amount!,
        payment: rnd.pick([0, 0, 1]),
        receipt_number: p.receiptNumber!,
        notes: rnd.pick(COLLECTION_NOTES),
      };
    } else if (kind === 'delivery') {
      p.outcome = { kind, receiver_name: rnd.pick(RECEIVERS), notes: rnd.pick(DELIVERY_NOTES) };
    } else {
      p.outcome = { kind, summary: rnd.pick(CALL_SUMMARIES), duration_minutes: rnd.int(3, 25) };
    }
  }

  // Rows, their plan lines, and each visit's timeline.
  const statusOf: Record<Fate, number> = {
    pending: VISIT_STATUS.pending,
    started: VISIT_STATUS.started,
    finished: VISIT_STATUS.finished,
    approved: VISIT_STATUS.approved,
    rejected: VISIT_STATUS.rejected,
  };
  const date = (t: number | undefined) => (t === undefined ? null : new Date(t));
  const visitRows: (typeof visits.$inferInsert)[] = [];
  const agencyLines: (typeof visitAgencies.$inferInsert)[] = [];
  const sampleLines: (typeof visitSamples.$inferInsert)[] = [];
  const history: (typeof activity.$inferInsert)[] = [];
  const line = (p: Plan, action: string, actor: UserRow, t: number, details: Record<string, unknown> = {}) =>
    history.push({ tenantId, entity: 'visit', entityId: p.id, action, actorId: actor.id, details, createdAt: new Date(t) });
  for (const p of byTime) {
    const last = Math.max(p.createdAt, p.checkedInAt ?? 0, p.finishedAt ?? 0, p.reviewedAt ?? 0, p.manualFalse?.at ?? 0);
    visitRows.push({
      id: p.id,
      tenantId,
      clientId: p.client.id,
      visitType: p.type,
      status: statusOf[p.fate],
      priority: p.priority,
      visitReason: p.reason,
      assignedTo: p.rep.id,
      createdBy: p.createdBy.id,
      plannedAt: new Date(p.plannedAt),
      notes: p.recordedAfter ? '' : p.notes,
      isFalse: p.isFalse,
      falseReason: p.falseReason,
      checkedInAt: date(p.checkedInAt),
      checkInLatitude: p.position?.latitude ?? null,
      checkInLongitude: p.position?.longitude ?? null,
      checkInAccuracyM: p.position?.accuracy ?? null,
      checkInDistanceM: p.position?.distance ?? null,
      checkInVerdict: p.checkedInAt !== undefined ? (p.verdict ?? null) : null,
      finishedAt: date(p.fate === 'started' ? undefined : p.finishedAt),
      outcome: p.outcome ?? null,
      receiptNumber: p.receiptNumber ?? null,
      collectedAmount: p.amount === undefined ? null : p.amount.toFixed(2),
      reviewedAt: date(p.reviewedAt),
      reviewedBy: p.reviewer?.id ?? null,
      rejectReason: p.rejectReason,
      createdAt: new Date(p.createdAt),
      updatedAt: new Date(last),
    });
    for (const agencyId of p.agencyIds) agencyLines.push({ tenantId, visitId: p.id, agencyId });
    for (const s of p.samples) sampleLines.push({ tenantId, visitId: p.id, sampleId: s.id, quantity: s.quantity });

    if (p.recordedAfter) line(p, 'recorded', p.rep, p.createdAt, { visited_at: new Date(p.plannedAt).toISOString() });
    else
      line(p, 'created', p.createdBy, p.createdAt, {
        assigned_to: p.rep.id,
        planned_at: new Date(p.plannedAt).toISOString(),
        ...(p.fromVisit ? { from_visit: p.fromVisit } : {}),
      });
    if (p.checkedInAt !== undefined && !p.recordedAfter) {
      const distance = p.position?.distance == null ? null : Math.round(p.position.distance);
      line(p, 'checked_in', p.rep, p.checkedInAt, { verdict: p.verdict, distance_m: distance });
      if (p.verdict === 'far') line(p, 'marked_false', p.rep, p.checkedInAt + 1000, { reason: p.falseReason, automatic: true });
    }
    if (p.finishedAt !== undefined && p.fate !== 'started' && !p.recordedAfter)
      line(p, 'completed', p.rep, p.finishedAt, { kind: completionOf[p.type] });
    if (p.fate === 'approved') line(p, 'approved', p.reviewer!, p.reviewedAt!);
    if (p.fate === 'rejected') line(p, 'rejected', p.reviewer!, p.reviewedAt!, { reason: p.rejectReason });
    if (p.manualFalse) line(p, 'marked_false', p.manualFalse.by, p.manualFalse.at, { reason: p.manualFalse.reason, automatic: false });
  }

  const inBatches = async <T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) => {
    for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
  };
  await inBatches(visitRows, 100, (b) => tx.insert(visits).values(b));
  await inBatches(agencyLines, 500, (b) => tx.insert(visitAgencies).values(b));
  await inBatches(sampleLines, 500, (b) => tx.insert(visitSamples).values(b));
  await inBatches(history, 500, (b) => tx.insert(activity).values(b));
  if (collected.length) await tx.insert(documentCounters).values({ tenantId, name: 'receipt', value: collected.length });
  return visitRows.length;
}
