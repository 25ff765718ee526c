import type { Config } from './config';
import type { Database } from './db/client';
import type { Tx } from './db/tenant-tx';
import type { TxOptions } from './db/pg-transaction';
import type { Mailer } from './lib/mail';
import type { Storage } from './lib/storage';
import type { LiveHub } from './lib/live-hub';
import type { LoginThrottle } from './lib/login-throttle';
import type { ReplyCache } from './lib/reply-cache';
import type { StampedCache } from './lib/stamped-cache';
import type { UserRow } from './modules/users/users.repository';
import type { TokenSigner } from './modules/auth/tokens';

/** What services need from the outside world; built once in buildApp, passed explicitly. */
export interface AppContext {
  config: Config;
  /**
   * The raw handle, for plugins and start-up only: modules never touch it (a lint rule says
   * so). On PGlite it is a superuser connection that row-level security does not hold.
   */
  database: Database;
  /** A transaction as the app role inside one tenant (null: no tenant, global tables only). */
  tenantTx: <T>(tenantId: string | null, fn: (tx: Tx) => Promise<T>, opts?: TxOptions) => Promise<T>;
  /** Sign-in's one look across tenants: the single user row with this e-mail (ADR 0001). */
  loginLookupTx: <T>(email: string, fn: (tx: Tx) => Promise<T>) => Promise<T>;
  /** Background work's list of companies (each then visited in its own `tenantTx`). */
  tenantIds: () => Promise<string[]>;
  signer: TokenSigner;
  /** File bytes (local disk under DATA_DIR/uploads). */
  storage: Storage;
  throttle: LoginThrottle;
  /** Repeated reads of one caller, briefly (routes opt in with `cacheReply`). */
  replyCache: ReplyCache;
  /** Signed-in callers, between one request and the next (plugins/auth.ts asUser). */
  callers: StampedCache<UserRow>;
  mailer: Mailer;
  /** This instance's live event streams, fed by LISTEN/NOTIFY (modules/events). */
  live: LiveHub;
}
