import type { Role } from './users';

/**
 * What each role may do, in one table read by the server (route access, services) and the
 * web (navigation, pages, buttons): what the server refuses, the UI does not offer.
 * A new module adds its permissions here.
 */
export const permissions = {
  /** The company profile, users, invitations and plan (the settings page). */
  'company.manage': ['admin'],
  /** Clients and leads: list, create, edit and convert (sales users: their own rows). */
  'clients.work': ['admin', 'manager', 'sales'],
  /** Approve leads, delete clients and leads, assign to any rep. */
  'clients.manage': ['admin', 'manager'],
  /** Visits: list, plan (sales users: their own, when allowed), check in, complete (sales users: their own rows). */
  'visits.work': ['admin', 'manager', 'sales'],
  /** Plan for any rep, approve, reject and mark visits false. */
  'visits.manage': ['admin', 'manager'],
  /** Tasks: list, create, change status and complete (sales users: their own rows). */
  'tasks.work': ['admin', 'manager', 'sales'],
  /** Give tasks to anyone of the company. */
  'tasks.manage': ['admin', 'manager'],
  /** Maintenance requests: list, open, start and complete (technicians: assigned to them; sales users: theirs). */
  'maintenance.work': ['admin', 'manager', 'sales', 'maintenance'],
  /** Create maintenance requests and assign them to a technician. */
  'maintenance.manage': ['admin', 'manager', 'sales'],
  /** Meetings: schedule, see those one organizes or attends (admins and managers: all), mark done. */
  'meetings.work': ['admin', 'manager', 'sales'],
  /** KPI figures and targets (sales users: their own). */
  'kpi.view': ['admin', 'manager', 'sales'],
  /** Set targets and rate reps' months. */
  'kpi.manage': ['admin', 'manager'],
  /** The dashboard at /app (its content follows the role). */
  'dashboard.view': ['admin', 'manager', 'sales', 'maintenance'],
  /** Field expenses: record one's own with a receipt, list them (sales users: their own rows). */
  'expenses.work': ['admin', 'manager', 'sales'],
  /** Approve or reject the team's expenses. */
  'expenses.manage': ['admin', 'manager'],
  /** Territories: draw them, name their reps (who gets new clients), see their coverage. */
  'territories.manage': ['admin', 'manager'],
  /** Reports and their exports (sales users: their own rows). */
  'reports.view': ['admin', 'manager', 'sales'],
  /** Share a saved view of a list with the whole company, and edit or delete others' shared views (ADR 0050). */
  'views.share': ['admin', 'manager'],
  /** Schedule reports to be mailed (their own schedules; each run sees what its owner may see). */
  'reports.schedule': ['admin', 'manager'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissions;

/**
 * Whose rows a role sees in the work modules (clients, visits, tasks…): sales reps see the
 * rows assigned to them, everyone else the company's. A sales user opening another rep's
 * record gets a 404, exactly like a missing one (server/src/lib/ownership.ts applies it).
 */
export const rowScope = { admin: 'all', manager: 'all', sales: 'own', maintenance: 'own' } as const satisfies Record<Role, 'all' | 'own'>;

export function can(role: Role, permission: Permission): boolean {
  return (permissions[permission] as readonly Role[]).includes(role);
}

/**
 * Who a route is for: anyone (`public`), anyone signed in (`signedIn`), or the roles of a
 * permission. Every /api/v1 route must declare one (server/src/plugins/access.ts).
 */
export type Access = 'public' | 'signedIn' | Permission;
