import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';
import { inTenant, selectRows } from '../../db/tenant-tx';
import { periodDays } from './schedule-run';

let t: TestApp;
let co: Company;

beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
});
afterAll(async () => t.close());

/** The migration's report_schedule_next_run, as the sweep calls it. */
async function nextRun(after: string, tz: string, frequency: string, weekday: number | null, monthDay: number | null, hour: number) {
  const [row] = await inTenant(t.database.db, co.tenantId, (tx) =>
    selectRows<{ at: string }>(
      tx,
      sql`select to_char(report_schedule_next_run(${after}::timestamptz, ${tz}, ${frequency}, ${weekday}::int, ${monthDay}::int, ${hour}::int)
        at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as at`,
    ),
  );
  return row!.at;
}

describe('the next run, in the company’s time zone', () => {
  it('daily: later today, else tomorrow; strictly after the instant given', async () => {
    expect(await nextRun('2031-06-10T03:00:00Z', 'Asia/Riyadh', 'daily', null, null, 7)).toBe('2031-06-10T04:00Z');
    expect(await nextRun('2031-06-10T04:00:00Z', 'Asia/Riyadh', 'daily', null, null, 7)).toBe('2031-06-11T04:00Z');
    // Midnight in Riyadh is 21:00 UTC the day before.
    expect(await nextRun('2031-06-10T20:30:00Z', 'Asia/Riyadh', 'daily', null, null, 0)).toBe('2031-06-10T21:00Z');
  });

  it('keeps the local hour across a daylight-saving change (New York, 9 March 2031)', async () => {
    expect(await nextRun('2031-03-07T13:00:00Z', 'America/New_York', 'daily', null, null, 7)).toBe('2031-03-08T12:00Z');
    expect(await nextRun('2031-03-08T12:00:00Z', 'America/New_York', 'daily', null, null, 7)).toBe('2031-03-09T11:00Z');
    expect(await nextRun('2031-03-01T00:00:00Z', 'America/New_York', 'weekly', 0, null, 7)).toBe('2031-03-02T12:00Z');
    expect(await nextRun('2031-03-02T12:00:00Z', 'America/New_York', 'weekly', 0, null, 7)).toBe('2031-03-09T11:00Z');
  });

  it('weekly: the chosen weekday (0 Sunday), this week if still ahead', async () => {
    // 1 June 2031 is a Sunday.
    expect(await nextRun('2031-06-01T03:00:00Z', 'Asia/Riyadh', 'weekly', 0, null, 7)).toBe('2031-06-01T04:00Z');
    expect(await nextRun('2031-06-01T05:00:00Z', 'Asia/Riyadh', 'weekly', 0, null, 7)).toBe('2031-06-08T04:00Z');
    expect(await nextRun('2031-06-01T05:00:00Z', 'Asia/Riyadh', 'weekly', 4, null, 9)).toBe('2031-06-05T06:00Z');
  });

  it('monthly: the chosen day, or the month’s last day when it is shorter (leap years too)', async () => {
    expect(await nextRun('2031-02-10T00:00:00Z', 'Asia/Riyadh', 'monthly', null, 31, 6)).toBe('2031-02-28T03:00Z');
    expect(await nextRun('2031-02-28T03:00:00Z', 'Asia/Riyadh', 'monthly', null, 31, 6)).toBe('2031-03-31T03:00Z');
    expect(await nextRun('2032-02-01T00:00:00Z', 'Asia/Riyadh', 'monthly', null, 30, 6)).toBe('2032-02-29T03:00Z');
    expect(await nextRun('2031-12-15T00:00:00Z', 'Europe/London', 'monthly', null, 1, 8)).toBe('2032-01-01T08:00Z');
  });

  it('a schedule made in a company of another zone runs at that zone’s hour', async () => {
    await inTenant(t.database.db, co.tenantId, (tx) => tx.execute(sql`update tenants set time_zone = 'Asia/Tokyo'`));
    const res = await t.call('POST', '/api/v1/report/schedules', {
      token: co.users.manager.token,
      body: {
        name: 'Morning',
        filters: { report_type: 2 },
        period: 'previous_day',
        frequency: 'daily',
        hour: 9,
        format: 'csv',
        language: 'en',
        recipient_ids: [co.users.manager.id],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    // 09:00 in Tokyo (UTC+9) is 00:00 UTC.
    expect(new Date(res.json().next_run_at).getUTCHours()).toBe(0);
  });
});

describe('the days a run covers, from its company-local day', () => {
  it.each([
    ['previous_day', '2031-03-01', '2031-02-28', '2031-02-28'],
    ['previous_7_days', '2031-03-03', '2031-02-24', '2031-03-02'],
    ['previous_month', '2031-01-01', '2030-12-01', '2030-12-31'],
    ['previous_month', '2032-03-31', '2032-02-01', '2032-02-29'],
    ['month_to_date', '2031-06-17', '2031-06-01', '2031-06-17'],
  ] as const)('%s on %s: %s to %s', (period, today, from, to) => {
    expect(periodDays(period, today)).toEqual({ from, to });
  });
});
