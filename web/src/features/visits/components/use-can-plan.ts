import { can } from '@contract/permissions';
import { useCurrentUser } from '../../../lib/session';

/**
 * Managers and admins plan visits for anyone; a sales user plans their own, and only while
 * the admin leaves their create-visit permission on (the server refuses otherwise).
 */
export function useCanPlan(): boolean {
  const user = useCurrentUser();
  if (!user || !can(user.role, 'visits.work')) return false;
  return can(user.role, 'visits.manage') || user.status_of_create_visit;
}
