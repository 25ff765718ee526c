import type { Role } from './users';

/**
 * What each role may do, in one table read by the server (route access, services) and the
 * web (navigation, pages, buttons): what the server refuses, the UI does not offer.
 * A new module adds its permissions here.
 */
export const permissions = {
  /** The company profile, users, invitations and plan (the settings page). */
  'company.manage': ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissions;

export function can(role: Role, permission: Permission): boolean {
  return (permissions[permission] as readonly Role[]).includes(role);
}

/**
 * Who a route is for: anyone (`public`), anyone signed in (`signedIn`), or the roles of a
 * permission. Every /api/v1 route must declare one (server/src/plugins/access.ts).
 */
export type Access = 'public' | 'signedIn' | Permission;
