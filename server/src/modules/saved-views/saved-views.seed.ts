import { normalizeViewQuery, type SavedViewList } from '@contract/saved-views';
import { savedViews } from '../../db/schema/index';
import type { Tx } from '../../db/tenant-tx';
import type { DemoCompany } from '../../seed/demo-company';

interface DemoView {
  owner: 'admin@' | 'manager@' | 'sales1@';
  list: SavedViewList;
  name: string;
  query: string;
  shared: boolean;
}

// What the demo's managers keep for the team, in both languages, and a few of their own.
const VIEWS: DemoView[] = [
  { owner: 'manager@', list: 'clients', name: 'عملاء الرياض', query: 'city=Riyadh&sort=company_name', shared: true },
  { owner: 'manager@', list: 'clients', name: 'VIP hospitals', query: 'customer_type=Hospital&customer_target=VIP', shared: true },
  { owner: 'manager@', list: 'tasks', name: 'Overdue tasks', query: 'due=overdue&sort=due_date', shared: true },
  { owner: 'manager@', list: 'maintenance', name: 'طلبات عاجلة مفتوحة', query: 'status=0&priority=2', shared: true },
  { owner: 'manager@', list: 'visits', name: 'Pending this week', query: 'period=2&status=0', shared: true },
  { owner: 'admin@', list: 'expenses', name: 'Pending expenses', query: 'status=pending&sort=-spent_on', shared: true },
  { owner: 'manager@', list: 'clients', name: 'عملاء جدة المميزون', query: 'city=Jeddah&customer_target=VIP', shared: false },
  { owner: 'manager@', list: 'leads', name: 'New leads', query: 'lead_status=new&sort=-created_at', shared: false },
  { owner: 'sales1@', list: 'tasks', name: 'مهام هذا الأسبوع', query: 'due=week', shared: false },
];

/** The demo's saved views: shared ones a first start shows every rep, and the manager's private ones. */
export async function demoRows(tx: Tx, demo: DemoCompany): Promise<void> {
  const byEmail = (prefix: string) => demo.people.find((p) => p.email.startsWith(prefix))!;
  await tx.insert(savedViews).values(
    VIEWS.map((v) => ({
      tenantId: demo.tenantId,
      ownerId: byEmail(v.owner).id,
      listKey: v.list,
      name: v.name,
      query: normalizeViewQuery(v.list, v.query),
      shared: v.shared,
    })),
  );
}
