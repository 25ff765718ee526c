import { randomUUID } from 'node:crypto';
import { INVITATION_TTL_DAYS } from '@contract/invitations';
import type { Role } from '@contract/users';
import type { Db } from '../db/client';
import { asLoginLookup, inTenant } from '../db/tenant-tx';
import { hashPassword } from '../lib/passwords';
import type { Storage } from '../lib/storage';
import { newTenantToken } from '../lib/tenant-token';
import { insertInvitation } from '../modules/invitations/invitations.repository';
import { insertTenant } from '../modules/tenants/tenants.repository';
import { moduleDemoRows } from '../modules/seeds.generated';
import { findUserByEmail, insertUser } from '../modules/users/users.repository';
import { seedDemoClients } from './demo-clients';
import { seedDemoNotifications } from './demo-notifications';
import { seedDemoVisitTalk } from './demo-visit-talk';
import { seedDemoMeetings } from './demo-meetings';
import { seedDemoTasks } from './demo-tasks';
import { seedDemoMaintenance } from './demo-maintenance';
import { seedDemoKpi } from './demo-kpi';
import { seedDemoVisits } from './demo-visits';

export const DEMO_PASSWORD = 'Ziyara!2026';
/** The demo company keeps the default zone (tenants.time_zone), Riyadh's. */
const DEMO_TIME_ZONE = 'Asia/Riyadh';
/** Phones as the app stores a user's (E.164: users/user-phone.ts); the app shows them as "055 100 0001". */
export const DEMO_USERS: { email: string; fullName: string; role: Role; phone: string }[] = [
  { email: 'admin@demo.ziyara.app', fullName: 'Huda Al-Harbi', role: 'admin', phone: '+966551000001' },
  { email: 'manager@demo.ziyara.app', fullName: 'Khalid Al-Otaibi', role: 'manager', phone: '+966551000002' },
  { email: 'sales1@demo.ziyara.app', fullName: 'Omar Haddad', role: 'sales', phone: '+966551000003' },
  { email: 'sales2@demo.ziyara.app', fullName: 'Layla Mansour', role: 'sales', phone: '+966551000004' },
  { email: 'maintenance@demo.ziyara.app', fullName: 'Faisal Al-Qahtani', role: 'maintenance', phone: '+966551000005' },
];

/** People the demo company has but who do not sign in: they show the seat rule at work. */
const FORMER_REP = { email: 'former.rep@demo.ziyara.app', fullName: 'Yousef Al-Dosari', role: 'sales' as const, phone: '+966551000006' };
const INVITED = { email: 'reem.alshehri@demo.ziyara.app', fullName: 'ريم الشهري', role: 'sales' as const };

/**
 * Creates the demo company once (skipped when its admin already exists), so a first
 * `npm start` has someone to sign in as, and every module's demo rows (`<m>.seed.ts`).
 * Returns whether it created anything.
 */
export async function seedDemo(db: Db, storage: Storage): Promise<boolean> {
  const admin = DEMO_USERS[0]!;
  const exists = await asLoginLookup(db, admin.email, (tx) => findUserByEmail(tx, admin.email));
  if (exists) return false;
  const tenantId = randomUUID();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await inTenant(db, tenantId, async (tx) => {
    await insertTenant(tx, {
      id: tenantId,
      companyName: 'Nakheel Medical Supplies',
      field: 'medical',
      country: 'SA',
      city: 'Riyadh',
      vatNumber: '300123456700003',
      numberEmployees: 40,
      industry: 'distribution',
      package: 2,
      // The shop window runs on a granted Business plan, as a paying customer would (ADR 0007).
      paidUntil: new Date(Date.now() + 365 * 86_400_000),
    });
    const created = [];
    for (const u of DEMO_USERS) {
      created.push(await insertUser(tx, { tenantId, email: u.email, fullName: u.fullName, role: u.role, phone: u.phone, passwordHash }));
    }
    // A rep who left (deactivated: frees a seat) and a new hire who has not accepted yet.
    await insertUser(tx, { tenantId, ...FORMER_REP, passwordHash, isActive: false });
    await insertInvitation(tx, {
      tenantId,
      email: INVITED.email,
      fullName: INVITED.fullName,
      role: INVITED.role,
      invitedBy: created[0]!.id,
      tokenHash: newTenantToken(tenantId).hash,
      expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000),
    });
    await seedDemoClients(tx, tenantId, created);
    const now = new Date();
    await seedDemoVisits(tx, { tenantId, users: created, now });
    await seedDemoVisitTalk(tx, tenantId, created, now);
    await seedDemoTasks(tx, tenantId, created, now, DEMO_TIME_ZONE);
    await seedDemoMeetings(tx, tenantId, created, now, DEMO_TIME_ZONE);
    await seedDemoMaintenance(tx, tenantId, created, now, DEMO_TIME_ZONE);
    await seedDemoNotifications(tx, tenantId, created);
    await seedDemoKpi(tx, tenantId, created, now);
    for (const demoRows of moduleDemoRows) await demoRows(tx, { tenantId, people: created, now, timeZone: DEMO_TIME_ZONE, storage });
  });
  return true;
}
