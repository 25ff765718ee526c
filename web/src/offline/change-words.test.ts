import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import arOffline from '../locales/ar/offline.json';
import arTasks from '../locales/ar/tasks.json';
import arVisits from '../locales/ar/visits.json';
import enOffline from '../locales/en/offline.json';
import enTasks from '../locales/en/tasks.json';
import enVisits from '../locales/en/visits.json';
import { changeLines, changeSummary, kindLabel, visitHeading, type Wording } from './change-words';
import type { AnyChange, CheckInChange, CompleteChange, CompleteFileChange, TaskStatusChange } from './outbox-kinds';

type Lang = 'en' | 'ar';
const i18n = createInstance();
const ZONE = 'Asia/Riyadh';

beforeAll(async () => {
  await i18n.init({
    resources: {
      en: { offline: enOffline, visits: enVisits, tasks: enTasks },
      ar: { offline: arOffline, visits: arVisits, tasks: arTasks },
    },
    lng: 'en',
    fallbackLng: 'en',
    ns: ['offline', 'visits', 'tasks'],
    interpolation: { escapeValue: false },
  });
});

/** The words as the drawer makes them (useVisitLabels, useCompanyClock), for a company in Riyadh. */
function wording(lang: Lang): Wording {
  const t = i18n.getFixedT(lang, ['offline', 'visits', 'tasks'] as const);
  const nf = (n: number, digits = 0) => new Intl.NumberFormat(lang, { maximumFractionDigits: digits }).format(n);
  const format = (options: Intl.DateTimeFormatOptions) => (iso: string) =>
    new Intl.DateTimeFormat(lang, { ...options, timeZone: ZONE }).format(new Date(iso));
  return {
    t,
    label: (group, n) => t(`visits:${group}.${n}` as 'visits:types.0'),
    distance: (m) => (m < 1000 ? t('visits:units.m', { n: nf(Math.round(m)) }) : t('visits:units.km', { n: nf(m / 1000, 1) })),
    time: format({ hour: 'numeric', minute: '2-digit' }),
    when: format({ weekday: 'short', hour: 'numeric', minute: '2-digit' }),
    dateTime: format({ day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }),
    number: (n) => nf(n, 2),
    money: (n) => new Intl.NumberFormat(lang, { style: 'currency', currency: 'SAR', minimumFractionDigits: 2 }).format(n),
  };
}

const CLIENT = { latitude: 24.6901, longitude: 46.6851 };
/** 12 m north of the client (about 111.3 km a degree of latitude). */
const NEAR = { latitude: CLIENT.latitude + 12 / 111_318, longitude: CLIENT.longitude };
// 10:42 and Tue 1 Dec 10:30 on Riyadh's clock (UTC+3).
const TAKEN_AT = '2026-11-27T07:42:15.993Z';
const PLANNED_AT = '2026-12-01T07:30:00.000Z';
const visit = { type: 1, plannedAt: PLANNED_AT, ...CLIENT };
const base = { key: 'k1', title: 'مستشفى الشفاء التخصصي', at: '2026-11-27T07:43:00.000Z', visitId: 'v1', visit };

const checkIn = (body: Partial<CheckInChange['body']>, context: CheckInChange['visit'] = visit): CheckInChange => ({
  ...base,
  visit: context,
  body: { latitude: null, longitude: null, accuracy_m: null, taken_at: TAKEN_AT, far_reason: '', ...body },
});
/** What the rep must never be shown: an ISO instant or a field's snake_case name. */
const RAW = /\d{4}-\d{2}-\d{2}T|[a-z]+_[a-z]+/;
const digits = (lang: Lang, n: number) => new Intl.NumberFormat(lang).format(n);

describe("a change in the rep's words", () => {
  it('says how far from the client the rep checked in, and when, on the company clock', () => {
    for (const lang of ['en', 'ar'] as const) {
      const lines = changeLines('check_in', checkIn({ ...NEAR, accuracy_m: 8 }), wording(lang));
      const metres = lang === 'en' ? `${digits(lang, 12)} m` : `${digits(lang, 12)} م`;
      expect(lines[0], lang).toContain(metres);
      expect(lines[0], lang).toContain(`${digits(lang, 10)}:${digits(lang, 42)}`);
      expect(lines.join('\n'), lang).not.toMatch(RAW);
    }
    expect(changeLines('check_in', checkIn({ ...NEAR, accuracy_m: 8 }), wording('en'))).toEqual([
      expect.stringMatching(/^Checked in 12 m from the client at 10:42\sAM$/),
      'Position accurate to 8 m',
    ]);
    expect(changeLines('check_in', checkIn(NEAR), wording('ar'))[0]).toMatch(/^سُجّل الوصول على بُعد .+ م من العميل الساعة /);
  });

  it('says when the place is not known: no position from the phone, or none of the client on file', () => {
    const en = wording('en');
    expect(changeLines('check_in', checkIn({}), en)).toEqual([expect.stringMatching(/^Checked in at 10:42\sAM, position unknown$/)]);
    const noClient = checkIn(NEAR, { ...visit, latitude: null, longitude: null });
    expect(changeLines('check_in', noClient, en)[0]).toMatch(/without the client's location on file$/);
    // A check-in queued by an earlier build has no visit context.
    expect(changeLines('check_in', { ...checkIn(NEAR), visit: undefined }, en)[0]).toMatch(/^Checked in at 10:42\sAM, with your position$/);
    expect(changeLines('check_in', checkIn({ far_reason: 'Met at the warehouse' }), en)).toContain(
      'Why you checked in from there: Met at the warehouse',
    );
    expect(changeLines('check_in', checkIn({}), wording('ar'))[0]).toMatch(/والموقع غير معروف$/);
  });

  it('gives a completion its values under their labels: outcome, order with its value, next follow-up', () => {
    const change: CompleteChange = {
      ...base,
      form: 'followup',
      body: { visit_id: 'v1', outcome: 'Reviewed the order', order: 'Yes', order_value: 1200, next_follow_up: PLANNED_AT },
    };
    const en = changeLines('complete', change, wording('en'));
    expect(en[0]).toBe('Outcome: Reviewed the order');
    expect(en[1]).toMatch(/^Order placed: Yes, SAR\s1,200\.00$/);
    expect(en[2]).toMatch(/^Next follow-up: Dec 1, 10:30\sAM$/);
    const ar = changeLines('complete', change, wording('ar'));
    expect(ar[0]).toBe('النتيجة: Reviewed the order');
    expect(ar[1]).toMatch(/^تم تقديم طلب: نعم، /);
    for (const lines of [en, ar]) expect(lines.join('\n')).not.toMatch(RAW);
    expect(changeLines('complete', { ...change, body: { visit_id: 'v1', outcome: 'No luck', order: 'No' } }, wording('en'))).toEqual([
      'Outcome: No luck',
      'Order placed: No',
    ]);
  });

  it('reads a collection, a delivery and a call sent with their photo', () => {
    const file = (form: CompleteFileChange['form'], fields: Record<string, string>): CompleteFileChange => ({
      ...base,
      form,
      fields: { visit_id: 'v1', ...fields },
      file: null,
    });
    const en = wording('en');
    expect(changeLines('complete_file', file('collection', { amount: '350.5', payment: '0', notes: '' }), en)).toEqual([
      expect.stringMatching(/^Amount collected: SAR\s350\.50$/),
      'Payment: Cash',
    ]);
    expect(changeLines('complete_file', file('delivery', { receiver_name: 'Huda', notes: 'Back door' }), en)).toEqual([
      'Received by: Huda',
      'Notes: Back door',
    ]);
    expect(changeLines('complete_file', file('call', { summary: 'Prices', duration_minutes: '1' }), wording('ar'))).toEqual([
      'ملخص المكالمة: Prices',
      'المدة: دقيقة واحدة',
    ]);
  });

  it('tells a message by its text, and a task status by its name', () => {
    const message = { ...base, message: '  Collected, receipt attached ', file: null, userName: 'Omar', senderId: 'u1' };
    expect(changeLines('message', message, wording('en'))).toEqual(['Collected, receipt attached']);
    const task: TaskStatusChange = { key: 'k2', title: 'Call back', at: base.at, taskId: 't1', status: 2 };
    expect(changeLines('task_status', task, wording('en'))).toEqual(['New status: Done']);
    expect(changeSummary('task_status', task, wording('ar'))).toBe('الحالة الجديدة: منجزة');
  });

  it("names the visit's type and planned time on the card; a kind this build does not know says nothing raw", () => {
    expect(visitHeading(checkIn({}), wording('en'))).toMatch(/^Follow Up · Tue 10:30\sAM$/);
    expect(visitHeading(checkIn({}), wording('ar'))).toMatch(/^متابعة · الثلاثاء /);
    expect(visitHeading({ key: 'k2', title: 'Call back', at: base.at, taskId: 't1', status: 2 }, wording('en'))).toBeNull();
    const later = { ...base, note: 'planned_for' } as unknown as AnyChange;
    expect(changeLines('visit_plan_v2', later, wording('en'))).toEqual([]);
    expect(changeSummary('visit_plan_v2', later, wording('en'))).toBeNull();
    expect(kindLabel('visit_plan_v2', wording('en'))).toBe('Change');
    expect(kindLabel('visit_plan', wording('en'))).toBe('Planned visit');
    expect(kindLabel('maintenance_complete', wording('ar'))).toBe('إكمال الطلب');
    expect(kindLabel('check_in', wording('ar'))).toBe('تسجيل الوصول');
  });
});
