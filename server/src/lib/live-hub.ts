import type { Listen } from '../db/listen';
import { bumpTenantVersion } from './tenant-version';

/** An event as NOTIFY carries it between instances (what `live_events` keeps). */
export interface LiveRow {
  id: number;
  type: string;
  visible_to: string | null;
  data: Record<string, unknown>;
}

export interface LiveSubscriber {
  userId: string;
  /** Managers and admins see every visit's events; a sales user only their own visits'. */
  seesAll: boolean;
  send(event: LiveRow): void;
}

/** One NOTIFY channel per company (DESIGN §6): lower-case, no hyphens. */
export const channelOf = (tenantId: string) => `live_${tenantId.replaceAll('-', '').toLowerCase()}`;

/**
 * A user's session ended (logout, a password change or reset, deactivation): its open streams
 * close (modules/events). `data.session_id` names the one session, or `data.all` every one.
 * Never sent to a browser: the stream just ends, and its next attempt is refused.
 */
export const SESSION_ENDED = 'session_ended';

/** Event types meant for `visible_to` alone: a manager sees every visit's events, not others' notifications. */
export const PRIVATE_EVENT_TYPES: readonly string[] = ['notification', SESSION_ENDED];

/** Whether `event` ends the stream of this user's session. */
export const endsSession = (event: Pick<LiveRow, 'type' | 'visible_to' | 'data'>, userId: string, sessionId: string): boolean =>
  event.type === SESSION_ENDED && event.visible_to === userId && (event.data.all === true || event.data.session_id === sessionId);

export const canSee = (sub: Pick<LiveSubscriber, 'userId' | 'seesAll'>, event: Pick<LiveRow, 'type' | 'visible_to'>) =>
  PRIVATE_EVENT_TYPES.includes(event.type)
    ? event.visible_to === sub.userId
    : sub.seesAll || event.visible_to === null || event.visible_to === sub.userId;

/**
 * This instance's open streams, by company. The first stream of a company LISTENs on its
 * channel and the last one to close stops; every instance on the database gets every event of
 * the companies it has streams for. An event also bumps the company's write version here, so
 * the reply cache of this instance drops what another instance's write made stale.
 */
export class LiveHub {
  private readonly companies = new Map<string, { subs: Set<LiveSubscriber>; stop: Promise<() => Promise<void>> }>();

  /** `scopesOf`: the cache scopes an event names (lib/tenant-version.ts); none, every cached read is stale. */
  constructor(
    private readonly listen: Listen,
    private readonly log: (msg: string, err?: unknown) => void = () => {},
    private readonly scopesOf: (event: LiveRow) => readonly string[] | undefined = () => undefined,
  ) {}

  /** How many streams are open here (the health of the feature; tests). */
  get size(): number {
    let n = 0;
    for (const c of this.companies.values()) n += c.subs.size;
    return n;
  }

  async subscribe(tenantId: string, sub: LiveSubscriber): Promise<() => Promise<void>> {
    let company = this.companies.get(tenantId);
    if (!company) {
      const subs = new Set<LiveSubscriber>();
      const stop = this.listen(channelOf(tenantId), (payload) => this.deliver(tenantId, subs, payload));
      company = { subs, stop };
      this.companies.set(tenantId, company);
      stop.catch((err: unknown) => {
        this.log('could not listen for live events', err);
        if (this.companies.get(tenantId) === company) this.companies.delete(tenantId);
      });
    }
    company.subs.add(sub);
    await company.stop;
    const held = company;
    return async () => {
      held.subs.delete(sub);
      if (held.subs.size === 0 && this.companies.get(tenantId) === held) {
        this.companies.delete(tenantId);
        await (
          await held.stop
        )();
      }
    };
  }

  private deliver(tenantId: string, subs: Set<LiveSubscriber>, payload: string) {
    let event: LiveRow;
    try {
      event = JSON.parse(payload) as LiveRow;
    } catch {
      return;
    }
    bumpTenantVersion(tenantId, this.scopesOf(event));
    for (const sub of subs) if (canSee(sub, event)) sub.send(event);
  }
}
