import { canPlanVisits } from '@contract/visits';
import { useCurrentUser } from '../../../lib/session';

/** Whether the signed-in user may plan visits (the server's rule, contract visits.ts). */
export function useCanPlan(): boolean {
  const user = useCurrentUser();
  return !!user && canPlanVisits({ role: user.role, createVisitAllowed: user.status_of_create_visit });
}
