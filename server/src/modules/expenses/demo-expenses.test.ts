import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Expense } from '@contract/expenses';
import { demoCompanyApp } from '../../../test/demo-company';

const t = demoCompanyApp();

describe('the demo expenses', () => {
  it("shows the manager the reps' claims of recent weeks: pending, approved and rejected, with their receipts", async () => {
    const token = await t.signIn('manager@demo.ziyara.app');
    const res = await t.call('GET', '/api/v1/expenses/?page_size=100', { token });
    expect(res.statusCode, res.body).toBe(200);
    const { count, results } = res.json() as { count: number; results: Expense[] };
    expect(count).toBe(11);
    expect(new Set(results.map((e) => e.status))).toEqual(new Set(['pending', 'approved', 'rejected']));
    expect(new Set(results.map((e) => e.category))).toEqual(new Set(['fuel', 'parking', 'meals']));
    expect(new Set(results.map((e) => e.user.full_name))).toEqual(new Set(['Omar Haddad', 'Layla Mansour']));
    expect(results.some((e) => e.visit !== null && e.visit.client_name !== '')).toBe(true);
    expect(results.some((e) => /[\u0600-\u06FF]/.test(e.note))).toBe(true);
    expect(results.filter((e) => e.status === 'rejected').every((e) => e.reject_reason !== '')).toBe(true);
    expect(results.filter((e) => e.status === 'pending').every((e) => e.actions.includes('approve'))).toBe(true);

    // A receipt opens in a PDF reader and says what was paid.
    const claim = results.find((e) => e.category === 'fuel')!;
    const file = await t.call('GET', `/api/v1/files/${claim.receipt.id}`, { token });
    expect(file.statusCode).toBe(200);
    const pdf = path.join(mkdtempSync(path.join(tmpdir(), 'demo-receipt-')), 'receipt.pdf');
    writeFileSync(pdf, file.rawPayload);
    const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
    expect(text).toContain(`SAR ${claim.amount.toFixed(2)}`);
    expect(text).toContain('Demo receipt');
  });

  it("adds each rep's approved expenses to Report 1", async () => {
    const token = await t.signIn('manager@demo.ziyara.app');
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const res = await t.call('GET', `/api/v1/report?report_type=1&from=${day(-30)}&to=${day(0)}&page_size=100`, { token });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as { results: { rep: string; expenses_approved: number }[] }).results;
    expect(rows.find((r) => r.rep === 'Omar Haddad')?.expenses_approved).toBeGreaterThan(0);
  });
});
