/** Query keys of this feature; the tenant's key is shared (lib/tenant.ts). */
export const usersKey = ['users'] as const;
export const invitationsKey = ['invitations'] as const;
