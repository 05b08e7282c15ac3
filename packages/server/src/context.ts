import type { ApiScopeGuard } from './auth/api-scope';
import type { TokenSigner } from './auth/jwt';
import type { SessionGuard } from './auth/session-guard';
import type { Sm2PasswordCipher } from './auth/sm2';
import type { ServerConfig } from './config';
import type { DatabaseKind, Db } from './db/connection';
import type { LogRecorder } from './logs/recorder';

/** What every route plugin needs, passed explicitly as the plugin's options. */
export interface AppContext {
  readonly config: ServerConfig;
  readonly db: Db;
  readonly databaseKind: DatabaseKind;
  readonly signer: TokenSigner;
  /** Decrypts the SM2 passwords of 4.x clients; its public key is served to them. */
  readonly sm2: Sm2PasswordCipher;
  /** Whether an access token's session still stands (cached per replica for at most a second). */
  readonly sessions: SessionGuard;
  /** API and error logs, written in batches off the request path. */
  readonly logs: LogRecorder;
  /** The API-scope rules (cached); services that edit them call `invalidate()`. */
  readonly apiScopes: ApiScopeGuard;
}

export interface ContextOptions {
  ctx: AppContext;
}
