import type { Config } from './config';
import type { Database, Db } from './db/client';
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

/**
 * What services need from the outside world; built once in buildApp, passed explicitly.
 * It holds no database handle (the raw one is, on PGlite, a superuser that row-level security
 * does not hold): only these narrow ways in, each as the app role. app.ts and start.ts keep
 * the handle; nothing given this context can reach it, whatever a variable is called.
 */
export interface AppContext {
  config: Config;
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
  /** The report export worker: a company has a new export waiting (modules/reports/export-queue.ts). */
  reportExports: { kick(tenantId: string): void };
}

/** Compiles only while no member of the context is a database handle: the point of its shape. */
type HandleIn<T> = { [K in keyof T]: T[K] extends Db | Database ? K : never }[keyof T];
type Holds<Nothing extends never> = Nothing;
export type _NoHandleInContext = Holds<HandleIn<AppContext>>;
