import { completionOf, type VisitType } from '@contract/visits';
import type { Plan, Rng } from './demo-visit-model';

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
export const AMOUNTS = [1_850, 3_200, 4_750.5, 7_800, 12_400, 18_650.25, 26_000, 41_300];
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
export const PLAN_NOTES: Record<VisitType, string[]> = {
  0: ['Bring the catalogue and samples', 'إحضار عينات القفازات', 'First meeting: ask who signs purchase orders', ''],
  1: ['Ask about the purchasing committee date', 'متابعة عرض السعر المرسل', '', ''],
  2: ['Collect the cheque for the October invoice', 'تحصيل دفعة الفاتورة المستحقة', 'Balance due: see the statement', ''],
  3: ['Deliver order #5521 (gloves and cannulas)', 'تسليم طلبية الضمادات', ''],
  4: ['Call before noon', 'اتصال لتأكيد الطلبية', ''],
  5: ['Present the Mindray range to the new wing', 'عرض توسيع التوريد لقسم الأسنان', ''],
};
export const REJECT_REASONS = [
  'Outcome too vague: list the products and quantities discussed',
  'لم يتم توثيق الطلبية بشكل صحيح',
  'Duplicate of the morning visit to the same client',
];
export const RECEIPT_REJECT = 'Receipt amount does not match the statement; collect again with the accountant';
export const FAR_REJECT = 'Checked in far from the client; the visit cannot be accepted';
export const MANUAL_FALSE = 'أكد العميل أنه لم تتم أي زيارة في هذا اليوم (The client confirmed no one visited that day)';

type SampleRow = { id: string; name: string; unit: string };

/** Outcomes, exactly as each completion call stores them. */
export function writeOutcomes(plans: Plan[], rnd: Rng, sampleRows: SampleRow[]): void {
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
}
