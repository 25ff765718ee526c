import { randomUUID } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { ExpenseCategory, ExpenseStatus } from '@contract/expenses';
import { VISIT_STATUS } from '@contract/visit-forms';
import { clients, expenses, files, visits } from '../../db/schema/index';
import type { Tx } from '../../db/tenant-tx';
import type { DemoCompany } from '../../seed/demo-company';
import { RECEIPT_OWNER } from './expenses.repository';

interface DemoExpense {
  rep: 'sales1@' | 'sales2@';
  category: ExpenseCategory;
  amount: number;
  /** Days before today. */
  daysAgo: number;
  /** Spent on the rep's n-th started visit (by day), else a day's expense. */
  visit?: number;
  note: string;
  merchant: string;
  status: ExpenseStatus;
  rejectReason?: string;
}

// The two demo reps' claims over three weeks, in the cities they work.
const EXPENSES: DemoExpense[] = [
  {
    rep: 'sales1@',
    category: 'fuel',
    amount: 180,
    daysAgo: 19,
    note: 'Fuel for the north Riyadh round',
    merchant: 'Aldrees Petrol, Olaya',
    status: 'approved',
  },
  {
    rep: 'sales1@',
    category: 'parking',
    amount: 25,
    daysAgo: 15,
    visit: 0,
    note: 'مواقف مستشفى الحمادي',
    merchant: 'Riyadh Park & Go',
    status: 'approved',
  },
  {
    rep: 'sales1@',
    category: 'meals',
    amount: 96.5,
    daysAgo: 12,
    visit: 1,
    note: 'Lunch with the clinic purchasing team',
    merchant: 'Al Baik, King Fahd Rd',
    status: 'rejected',
    rejectReason: 'Client lunches go through the hospitality budget; ask Khalid before the visit.',
  },
  { rep: 'sales1@', category: 'fuel', amount: 150, daysAgo: 8, note: 'وقود لجولة الدرعية', merchant: 'Sasco, Diriyah', status: 'approved' },
  {
    rep: 'sales1@',
    category: 'parking',
    amount: 15,
    daysAgo: 3,
    visit: 2,
    note: 'Parking at Kingdom Centre',
    merchant: 'Kingdom Centre Parking',
    status: 'pending',
  },
  { rep: 'sales1@', category: 'meals', amount: 42, daysAgo: 1, note: 'غداء أثناء جولة العليا', merchant: 'Kudu, Olaya', status: 'pending' },
  {
    rep: 'sales2@',
    category: 'fuel',
    amount: 210,
    daysAgo: 17,
    note: 'Fuel, Jeddah to Dammam leg',
    merchant: 'Petromin, Jeddah',
    status: 'approved',
  },
  {
    rep: 'sales2@',
    category: 'parking',
    amount: 30,
    daysAgo: 11,
    visit: 0,
    note: 'مواقف برج الجزيرة',
    merchant: 'Al Jazeera Tower Parking',
    status: 'approved',
  },
  {
    rep: 'sales2@',
    category: 'meals',
    amount: 64,
    daysAgo: 6,
    note: 'Dinner on the Dammam overnight',
    merchant: 'Shawarma House, Dammam',
    status: 'approved',
  },
  {
    rep: 'sales2@',
    category: 'fuel',
    amount: 120,
    daysAgo: 4,
    visit: 1,
    note: 'وقود لزيارات الخبر',
    merchant: 'Aldrees Petrol, Khobar',
    status: 'rejected',
    rejectReason: 'The receipt is for 12 November; send the one for this trip.',
  },
  {
    rep: 'sales2@',
    category: 'parking',
    amount: 20,
    daysAgo: 2,
    note: 'Corniche parking',
    merchant: 'Jeddah Corniche Parking',
    status: 'pending',
  },
];

const dayBefore = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** A one-page PDF receipt, plainly marked as the demo's: what a shop's printed slip says. */
async function receiptPdf(e: DemoExpense, day: string): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: [226, 340], margin: 16, info: { Title: `Receipt ${e.merchant}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(12).text(e.merchant, { align: 'center' });
  doc.moveDown().fontSize(9).text(`Date: ${day}`);
  doc.text(`Item: ${e.category === 'fuel' ? 'Fuel 91' : e.category === 'parking' ? 'Parking' : 'Meal'}`);
  doc.text(`Total: SAR ${e.amount.toFixed(2)} (VAT incl.)`);
  doc.moveDown().fontSize(7).fillColor('#777').text('Demo receipt of the Ziyara demo company', { align: 'center' });
  doc.end();
  return done;
}

/** The demo reps' field expenses, approved, rejected and pending, each with its receipt. */
export async function demoRows(tx: Tx, demo: DemoCompany): Promise<void> {
  const byEmail = (prefix: string) => demo.people.find((p) => p.email.startsWith(prefix))!;
  const manager = byEmail('manager@');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: demo.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    demo.now,
  );
  for (const e of EXPENSES) {
    const rep = byEmail(e.rep);
    let day = dayBefore(today, e.daysAgo);
    let visitId: string | null = null;
    if (e.visit !== undefined) {
      // One of the rep's started or finished visits (a pending one may still be deleted).
      const [visit] = await tx
        .select({ id: visits.id, at: visits.plannedAt, client: clients.companyName })
        .from(visits)
        .innerJoin(clients, eq(clients.id, visits.clientId))
        .where(and(eq(visits.assignedTo, rep.id), ne(visits.status, VISIT_STATUS.pending)))
        .orderBy(asc(visits.plannedAt))
        .offset(e.visit)
        .limit(1);
      if (visit) {
        visitId = visit.id;
        day = new Intl.DateTimeFormat('en-CA', { timeZone: demo.timeZone }).format(visit.at);
      }
    }
    const bytes = await receiptPdf(e, day);
    const fileId = randomUUID();
    const expenseId = randomUUID();
    const storageKey = `${demo.tenantId}/${fileId}`;
    await demo.storage.put(storageKey, bytes);
    await tx.insert(files).values({
      id: fileId,
      tenantId: demo.tenantId,
      ownerType: RECEIPT_OWNER,
      ownerId: expenseId,
      name: `receipt-${day}.pdf`,
      type: 'application/pdf',
      size: bytes.length,
      storageKey,
      uploadedBy: rep.id,
    });
    const decided = e.status !== 'pending';
    await tx.insert(expenses).values({
      id: expenseId,
      tenantId: demo.tenantId,
      userId: rep.id,
      category: e.category,
      amount: e.amount,
      spentOn: day,
      visitId,
      note: e.note,
      receiptFileId: fileId,
      status: e.status,
      decidedBy: decided ? manager.id : null,
      decidedAt: decided ? new Date(Date.parse(`${day}T15:00:00+03:00`) + 86_400_000) : null,
      rejectReason: e.rejectReason ?? '',
      createdAt: new Date(Math.min(Date.parse(`${day}T18:00:00+03:00`), demo.now.getTime())),
    });
  }
}
