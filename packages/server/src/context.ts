import type { TokenSigner } from './auth/jwt';
import type { ServerConfig } from './config';
import type { DatabaseKind, Db } from './db/connection';

/** What every route plugin needs, passed explicitly as the plugin's options. */
export interface AppContext {
  readonly config: ServerConfig;
  readonly db: Db;
  readonly databaseKind: DatabaseKind;
  readonly signer: TokenSigner;
}

export interface ContextOptions {
  ctx: AppContext;
}
