import type { ReactNode } from 'react';
import { can, type Permission } from '@contract/permissions';
import { useCurrentUser } from '../lib/session';
import { Forbidden } from './Forbidden';

/** A page a role may not open answers 403 (the server refuses its calls the same way). */
export function PermissionGuard({ permission, children }: { permission?: Permission; children: ReactNode }) {
  const user = useCurrentUser();
  if (permission && (!user || !can(user.role, permission))) return <Forbidden />;
  return <>{children}</>;
}
