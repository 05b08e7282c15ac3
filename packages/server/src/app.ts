import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { TokenSigner } from './auth/jwt';
import { databaseJwtSecret, fileJwtSecret } from './auth/secret';
import { loadConfig, type ServerConfig } from './config';
import type { AppContext } from './context';
import { type Database, type DatabaseSource, openDatabase } from './db/connection';
import { seedDatabase } from './db/seed';
import { registerAuthHook } from './http/auth-hook';
import { registerBodyParsers } from './http/body-parsers';
import { registerDocs } from './http/docs';
import { registerErrorHandling } from './http/errors';
import { registerStaticSite } from './http/static-site';
import { toWireJson } from './http/wire-format';
import { registerServices } from './services';

export interface BuildAppOptions {
  /** Overrides on top of the environment (`loadConfig(process.env)`). */
  config?: Partial<ServerConfig>;
  /**
   * The database: an opened one, or where to open it. Default: `DATABASE_URL` (PostgreSQL) or PGlite
   * under `DATA_DIR`. A database opened here (from a source or the config) is closed with the app.
   */
  database?: Database | DatabaseSource;
  /** Fastify logger options; default `{ level: config.logLevel }`. Tests pass `false`. */
  logger?: FastifyServerOptions['logger'];
}

function isDatabase(value: Database | DatabaseSource): value is Database {
  return 'db' in value && 'migrate' in value;
}

/**
 * Builds the whole server: opens, migrates and seeds the database, then registers every route.
 * Returns a ready instance; call `listen` to serve or `inject` to test.
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: ServerConfig = { ...loadConfig(), ...options.config };
  const source: DatabaseSource = config.databaseUrl
    ? { url: config.databaseUrl }
    : { dataDir: config.dataDir };
  const given = options.database;
  const database = given && isDatabase(given) ? given : await openDatabase(given ?? source);
  const ownsDatabase = !(given && isDatabase(given));

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // Blade ids and filters travel in query strings; keep them generous but bounded.
    routerOptions: { maxParamLength: 500 },
    bodyLimit: 5 * 1024 * 1024,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
  });
  try {
    if (!config.captcha) {
      app.log.warn('BLADE_CAPTCHA is off: the captcha grant signs in without checking the captcha');
    }
    await database.migrate((db) =>
      seedDatabase(db, { adminPassword: config.adminPassword }).then(() => undefined),
    );

    const secret =
      config.jwtSecret ??
      // The embedded database keeps its key in a file beside its data; a shared PostgreSQL (or a
      // database handed in by a caller) keeps it in a table so all replicas agree.
      (database.kind === 'pglite' && !given
        ? fileJwtSecret(config.dataDir)
        : await databaseJwtSecret(database.db));
    const ctx: AppContext = {
      config,
      db: database.db,
      databaseKind: database.kind,
      signer: new TokenSigner(secret),
    };

    app.setReplySerializer((payload) => toWireJson(payload));
    registerBodyParsers(app);
    registerErrorHandling(app);
    registerAuthHook(app, ctx.signer);
    await registerDocs(app);
    await app.register(registerServices, { prefix: '/api', ctx });
    await registerStaticSite(app, config.staticDir);
    if (ownsDatabase) app.addHook('onClose', async () => database.close());
    await app.ready();
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    if (ownsDatabase) await database.close().catch(() => undefined);
    throw error;
  }
}
