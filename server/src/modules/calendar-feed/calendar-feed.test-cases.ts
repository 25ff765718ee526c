import type { CalendarFeedLink } from '@contract/calendar-feed';
import type { ModuleCases } from '../../../test/module-cases';

/**
 * What the sweeps over every route need of the calendar feed (server/test/module-cases.ts):
 * company B's rep's feed token, which the tenancy sweep's token case (tenancy-cases.ts) sends
 * under company A's name; the two POSTs take no body.
 */
export const testCases: ModuleCases = {
  async world(t, b) {
    const res = await t.call('POST', '/api/v1/calendar/feed', { token: b.users.sales.token });
    if (res.statusCode !== 201) throw new Error(`calendar feed: ${res.body}`);
    const url = (res.json() as CalendarFeedLink).https_url;
    return {
      calendarFeedToken: url
        .split('/')
        .at(-1)!
        .replace(/\.ics$/, ''),
    };
  },
  undocumentedBodies: { 'POST /api/v1/calendar/feed': [], 'POST /api/v1/calendar/feed/revoke': [] },
};
