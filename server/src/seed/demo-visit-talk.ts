import { and, asc, inArray } from 'drizzle-orm';
import { visitMessages, visitRatings, visitReads, visits } from '../db/schema/index';
import type { Tx } from '../db/tenant-tx';
import type { UserRow } from '../modules/users/users.repository';
import { prng } from './demo-visit-model';

/**
 * Talk on the demo visits: short threads between a rep and the manager in Arabic and English
 * (the way a team in Riyadh writes), most read, a few still unread so the badges show; and
 * customers' ratings of about half the finished visits, with their comments.
 */

type Line = { from: 'rep' | 'manager'; text: string };
const THREADS: Line[][] = [
  [
    { from: 'rep', text: 'العميل طلب عرض سعر محدث للقفازات الجراحية قبل نهاية الأسبوع' },
    { from: 'manager', text: 'تمام، أرسل لي الكميات وأنا أجهز العرض اليوم' },
    { from: 'rep', text: '200 كرتون مقاس M و 120 مقاس L' },
  ],
  [
    { from: 'manager', text: 'Did they confirm the delivery window for Sunday?' },
    { from: 'rep', text: 'Yes, between 9 and 11 am. The warehouse manager will receive it himself.' },
  ],
  [
    { from: 'rep', text: 'الصيدلية مغلقة للجرد اليوم، هل أعيد جدولة الزيارة؟' },
    { from: 'manager', text: 'نعم، خلها يوم الثلاثاء الصبح' },
  ],
  [
    { from: 'rep', text: 'Collected the cheque for the March invoices. Receipt photo attached to the visit.' },
    { from: 'manager', text: 'Great work 👏 please hand it to accounts tomorrow.' },
  ],
  [
    { from: 'manager', text: 'ركّز على منتجات التعقيم الجديدة في هذه الزيارة، عندهم مناقصة الشهر القادم' },
    { from: 'rep', text: 'أكيد، أخذت معي عينات من المطهر والمناديل' },
    { from: 'manager', text: 'ممتاز، بلغني بالنتيجة' },
  ],
  [
    { from: 'rep', text: 'The buyer changed — new contact is Dr. Faisal, purchasing head. Updated his number.' },
    { from: 'manager', text: 'Thanks. Add him to the client card and plan a follow-up next week.' },
  ],
  [{ from: 'rep', text: 'فيه شكوى على تأخير الشحنة الأخيرة، وعدتهم نرد عليهم اليوم' }],
  [{ from: 'manager', text: 'Please check the stock of sample kits before Thursday’s visits.' }],
];

const RATINGS: [number, string][] = [
  [5, 'زيارة ممتازة، المندوب كان ملمًا بالمنتجات ودقيقًا في الموعد'],
  [5, 'Very professional and on time. Thank you!'],
  [4, 'خدمة جيدة، نتمنى سرعة أكبر في التوريد'],
  [4, 'Helpful visit; the samples were useful.'],
  [3, 'الزيارة كانت قصيرة، كنا نحتاج شرحًا أكثر عن الأسعار'],
  [5, ''],
  [4, 'Good follow-up on our order.'],
  [2, 'Arrived an hour late without calling.'],
];

const HOUR = 3_600_000;

export async function seedDemoVisitTalk(tx: Tx, tenantId: string, team: UserRow[], now: Date): Promise<void> {
  const [, manager, rep1] = team;
  if (!manager || !rep1) return;
  const rnd = prng(20_261_122);
  const names = new Map(team.map((u) => [u.id, u.fullName]));
  const started = await tx
    .select({
      id: visits.id,
      status: visits.status,
      rep: visits.assignedTo,
      at: visits.checkedInAt,
      finishedAt: visits.finishedAt,
      isFalse: visits.isFalse,
    })
    .from(visits)
    .where(
      and(
        inArray(visits.status, [1, 2, 3, 4]),
        inArray(
          visits.assignedTo,
          team.map((u) => u.id),
        ),
      ),
    )
    .orderBy(asc(visits.plannedAt));
  const withRep = started.filter((v) => v.rep !== manager.id && v.at);

  // Threads on the most recent visits: the newest ones stay unread for their readers.
  const recent = withRep.slice(-THREADS.length * 2).filter((_, i) => i % 2 === 0);
  const messages: (typeof visitMessages.$inferInsert)[] = [];
  const reads: (typeof visitReads.$inferInsert)[] = [];
  recent.forEach((v, i) => {
    const thread = THREADS[i % THREADS.length]!;
    let at = Math.min(v.at!.getTime() + HOUR, now.getTime() - (recent.length - i) * 5 * HOUR);
    for (const line of thread) {
      const sender = line.from === 'rep' ? v.rep : manager.id;
      messages.push({
        tenantId,
        visitId: v.id,
        senderId: sender,
        senderName: names.get(sender) ?? '',
        message: line.text,
        createdAt: new Date(Math.min(at, now.getTime() - 60_000)),
      });
      at += rnd.int(5, 90) * 60_000;
    }
    // Everyone has read the older threads; the last three are new to someone.
    if (i < recent.length - 3) {
      for (const reader of [manager.id, v.rep]) reads.push({ tenantId, visitId: v.id, userId: reader, readAt: new Date(at) });
    }
  });
  if (messages.length) await tx.insert(visitMessages).values(messages);
  if (reads.length) await tx.insert(visitReads).values(reads);

  // Customers rated about half of the finished and approved visits (never a false one).
  const done = started.filter((v) => (v.status === 2 || v.status === 3) && !v.isFalse && v.finishedAt);
  const rated = done.filter(() => rnd.chance(0.5));
  if (rated.length)
    await tx.insert(visitRatings).values(
      rated.map((v) => {
        const [rating, comment] = rnd.pick(RATINGS);
        const ratedAt = Math.min(v.finishedAt!.getTime() + rnd.int(2, 30) * HOUR, now.getTime() - HOUR);
        return { tenantId, visitId: v.id, rating, comment, ratedAt: new Date(ratedAt) };
      }),
    );
}
