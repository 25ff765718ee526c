import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './lib/mail';
import type { LoginThrottle } from './lib/login-throttle';
import type { TokenSigner } from './modules/auth/tokens';

/** What services need from the outside world; built once in buildApp, passed explicitly. */
export interface AppContext {
  config: Config;
  database: Database;
  signer: TokenSigner;
  throttle: LoginThrottle;
  mailer: Mailer;
}
