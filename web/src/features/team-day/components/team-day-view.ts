import type { TeamRep, TeamVisit } from '@contract/team-day';
import { VISIT_STATUS } from '@contract/visit-forms';

/** Finished, approved or rejected: no longer on the route (the server's `done` count). */
export const isDone = (v: TeamVisit) => v.status !== VISIT_STATUS.pending && v.status !== VISIT_STATUS.started;

/** The rep's route: the stops the server ordered (contract/route-order.ts), in driving order. */
export const routeOf = (rep: TeamRep): TeamVisit[] =>
  rep.visits.filter((v) => v.stop !== null && v.location !== null).sort((a, b) => a.stop! - b.stop!);

/** The rep's next stop, or their next open visit off the route (a call, a client with no location). */
export const nextStopOf = (rep: TeamRep): TeamVisit | null => routeOf(rep)[0] ?? rep.visits.find((v) => !isDone(v)) ?? null;
