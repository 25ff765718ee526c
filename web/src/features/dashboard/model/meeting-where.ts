import type { DashMeeting } from '@contract/dashboard';

/**
 * Where a dashboard meeting happens, as the meetings list says it (meetings/meeting-columns
 * `placeOf`): its place when it has one, "Online" only when a link is all it has. A meeting
 * at a clinic that also has a call link is an in-person meeting; labelling it "Online" sent
 * people to the wrong place.
 */
export function meetingWhere(m: Pick<DashMeeting, 'place' | 'online'>, online: string): string {
  if (m.place) return m.place;
  return m.online ? online : '—';
}
