import type { User } from '@contract/users';
import type { UserRow } from './users.repository';

/** The user as the API shows it: never the password hash; the spec's name for the visit flag. */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    tenant_id: row.tenantId,
    full_name: row.fullName,
    email: row.email,
    phone: row.phone,
    role: row.role,
    language: row.language,
    is_active: row.isActive,
    status_of_create_visit: row.canCreateVisit,
    created_at: row.createdAt.toISOString(),
  };
}
