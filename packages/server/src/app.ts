import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { ApiScopeGuard, registerApiScopeGuard } from './auth/api-scope';
import { TokenSigner } from './auth/jwt';
import { databaseJwtSecret, databaseSm2KeyPair, fileJwtSecret, fileSm2KeyPair } from './auth/secret';
import { SessionGuard } from './auth/session-guard';
import { Sm2PasswordCipher } from './auth/sm2';
import { loadConfig, type ServerConfig } from './config';
import type { AppContext } from './context';
import { ID_FORMATS } from './crud/fields';
import { type Database, type DatabaseSource, openDatabase } from './db/connection';
import { claimWorkerId } from './db/ids';
import { migrateAndSeed } from './db/migrate-and-seed';
import { EventHub } from './events/hub';
import { publishRecordChanges } from './events/publish';
import { keepRecordHistory } from './history/changes';
import { scheduleHistoryRetention } from './history/retention';
import { registerAuthHook } from './http/auth-hook';
import { registerBodyParsers } from './http/body-parsers';
import { answerClientError } from './http/client-errors';
import { registerCompression } from './http/compression';
import { hashesOfFiles, inlineScriptHashes } from './http/content-security';
import { registerDocs } from './http/docs';
import { registerDownloadLinks } from './http/download-links';
import { frameworkErrorHandler, registerErrorHandling } from './http/errors';
import { inReadersLanguage } from './http/localize';
import { allowOutbound } from './http/outbound';
import { registerRateLimit } from './http/rate-limit';
import { registerReplicaHeader } from './http/replica-header';
import { schemaController } from './http/schema-compilers';
import { registerSecurityHeaders } from './http/security-headers';
import { loadSiteBundle, registerSite, type SiteBundle } from './http/site-ssr';
import { registerStaticSite } from './http/static-site';
import { trustProxyOption } from './http/trust-proxy';
import { registerUnreadBodyDrain } from './http/unread-body';
import { toWireValue } from './http/wire-format';
import { type JobQueue, jobQueueFor } from './jobs/queue';
import { registerLifecycle } from './lifecycle/drain';
import { processLogOptions, registerProcessRequestLog, withMaskedRequests } from './logs/process-log';
import { LogRecorder } from './logs/recorder';
import { recordServerError, registerRequestLogging, tokenIdentity } from './logs/request-log';
import { deleteExpiredLogs, RETENTION_JOB } from './logs/retention';
import { registerHttpMetrics } from './metrics/http';
import { watchSources } from './metrics/sources';
import { registerServices } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    /** The API/error log recorder; `flush()` waits until pending rows are stored. */
    bladeLogs: LogRecorder;
    /** Scheduled background work (log retention), once across replicas on PostgreSQL. */
    bladeJobs: JobQueue;
  }
}

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
  /**
   * The public website's renderer and template; default: loaded from `config.siteDir` when built.
   * `null`: none (the console's fallback serves the public pages). Tests hand in one from source.
   */
  site?: SiteBundle | null;
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
  allowOutbound(config.outboundAllow);
  const source: DatabaseSource = config.databaseUrl
    ? {
        url: config.databaseUrl,
        connectTimeoutMs: config.databaseConnectTimeoutMs,
        statementTimeoutMs: config.databaseStatementTimeoutMs,
      }
    : { dataDir: config.dataDir };
  const given = options.database;
  const database = given && isDatabase(given) ? given : await openDatabase(given ?? source);
  const ownsDatabase = !(given && isDatabase(given));

  const app = Fastify({
    logger: withMaskedRequests(options.logger ?? processLogOptions(config)),
    // One bounded line per answered request instead (logs/process-log.ts registerProcessRequestLog).
    logController: new LogController({ disableRequestLogging: true }),
    // Blade ids and filters travel in query strings; keep them generous but bounded.
    routerOptions: { maxParamLength: 500 },
    bodyLimit: 5 * 1024 * 1024,
    // What Node's parser refuses (a 16 KB address) answers in the envelope too.
    clientErrorHandler: answerClientError,
    // A request that arrives while the server drains (on a keep-alive connection it already had) is
    // answered, with `Connection: close`, not refused with a 503: none is lost on a restart
    // (lifecycle/drain.ts).
    return503OnClosing: false,
    // Behind a reverse proxy, `request.ip` (rate limits, logs) is the visitor's only when the
    // proxy's forwarding headers are believed, and only those of the proxies named (TRUST_PROXY).
    trustProxy: trustProxyOption(config.trustProxy),
    // Failures before routing (a malformed percent-escape in the path) answer the envelope too.
    frameworkErrors: frameworkErrorHandler,
    // Each schema compiled once per process, not once per app (http/schema-compilers.ts).
    schemaController,
    ajv: {
      customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false, formats: ID_FORMATS },
    },
  });
  try {
    registerProcessRequestLog(app);
    registerLifecycle(app);
    if (!config.captcha) {
      app.log.warn('BLADE_CAPTCHA is off: the captcha grant signs in without checking the captcha');
    }
    const { steps, ms } = await migrateAndSeed(database, {
      adminPassword: config.adminPassword,
      regionSeed: config.regionSeed,
    });
    if (steps.length) app.log.info({ steps, ms }, 'seed steps applied');

    await claimWorkerId(database.db);

    // The embedded database keeps generated keys in files beside its data; a shared PostgreSQL (or
    // a database handed in by a caller) keeps them in a table so all replicas agree.
    const keepsFiles = database.kind === 'pglite' && !given;
    const secret =
      config.jwtSecret ?? (keepsFiles ? fileJwtSecret(config.dataDir) : await databaseJwtSecret(database.db));
    // Checked again here (not only by loadConfig): a caller's config overrides skip loadConfig.
    const sm2 = new Sm2PasswordCipher(
      config.sm2KeyPair ??
        (keepsFiles ? fileSm2KeyPair(config.dataDir) : await databaseSm2KeyPair(database.db)),
    );
    const logs = new LogRecorder(database.db, app.log);
    const ctx: AppContext = {
      config,
      db: database.db,
      databaseKind: database.kind,
      signer: new TokenSigner(secret),
      sm2,
      sessions: new SessionGuard(database.db),
      logs,
      apiScopes: new ApiScopeGuard(database.db),
    };
    app.decorate('bladeLogs', logs);
    const jobs = jobQueueFor(database, app.log, config.jobPollSeconds);
    jobs.schedule(RETENTION_JOB, config.logRetentionCron, async () => {
      const { days, deleted } = await deleteExpiredLogs(database.db);
      logs.recordUsual({
        logLevel: 'INFO',
        logId: RETENTION_JOB,
        logData: JSON.stringify({ days, deleted }),
        methodClass: 'jobs',
        methodName: RETENTION_JOB,
      });
    });
    scheduleHistoryRetention(jobs, database.db, config.logRetentionCron, logs);
    app.decorate('bladeJobs', jobs);
    // The event stream (src/events/): writes are published at their commit, each replica listens.
    publishRecordChanges();
    keepRecordHistory(config.recordHistory);
    const events = new EventHub();
    await events.start(database);
    app.decorate('bladeEvents', events);
    // A draining replica ends its streams at once: they would hold the close until its bound.
    app.addHook('preClose', (done) => {
      events.endAll();
      done();
    });
    const unwatch = watchSources({ database, jobs, logs });
    if (config.metricsPort !== undefined) registerHttpMetrics(app);
    // Jobs stop first (a running one finishes), then pending log rows are written, then the
    // database goes away.
    app.addHook('onClose', async () => {
      await events.close();
      unwatch();
      await jobs.stop();
      await logs.close();
      if (ownsDatabase) await database.close();
    });

    // Ids (bigints) and Dates take their wire form before serialisation, not in a reply serializer:
    // a reply serializer would replace the response schemas' fast-json-stringify on every route.
    // The envelope's message is said in the reader's language there too (http/localize.ts).
    // (A callback hook: an async one costs every answer a promise and a turn of the microtask queue.)
    app.addHook('preSerialization', (request, _reply, payload, done) => {
      let wire: unknown;
      try {
        wire = inReadersLanguage(request, payload, toWireValue(payload));
      } catch (error) {
        return done(error as Error);
      }
      done(null, wire);
    });
    const site =
      options.site === undefined ? await loadSiteBundle(config.siteDir) : (options.site ?? undefined);
    // The inline scripts of the HTML served as built (the console's pages, the site's template).
    const scriptHashes = [
      ...hashesOfFiles(['index.html', 'login.html'].map((name) => path.join(config.staticDir, name))),
      ...(site ? inlineScriptHashes(site.template) : []),
    ];
    await registerSecurityHeaders(app, scriptHashes);
    registerReplicaHeader(app, config.replicaName);
    registerBodyParsers(app);
    registerErrorHandling(app, (error, request) => recordServerError(logs, request, error));
    registerUnreadBodyDrain(app);
    await registerRateLimit(app, database.db);
    registerAuthHook(app, ctx.signer, ctx.sessions);
    registerDownloadLinks(app, ctx.signer);
    registerApiScopeGuard(app, ctx.apiScopes);
    if (config.apiLog) registerRequestLogging(app, logs, tokenIdentity(ctx.signer, ctx.sessions));
    await registerDocs(app);
    // The API's answers compressed over ~1 KB (an encapsulated scope: the built files are sent
    // already compressed, and the site's pages have a scope of their own).
    await app.register(
      async (api) => {
        await registerCompression(api);
        await api.register(registerServices, { ctx });
        // Areas a test brings of its own (a generated resource before it is listed generically).
      },
      { prefix: '/api' },
    );
    await registerSite(app, ctx, site);
    await registerStaticSite(app, config.staticDir);
    await app.ready();
    await jobs.start();
    // A usual-log line per start, so the usual log shows when each replica came up and on what.
    logs.recordUsual({
      logLevel: 'INFO',
      logId: 'startup',
      logData: JSON.stringify({ database: database.kind, node: process.version, pid: process.pid }),
      methodClass: 'server',
      methodName: 'buildApp',
    });
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    if (ownsDatabase) await database.close().catch(() => undefined);
    throw error;
  }
}
