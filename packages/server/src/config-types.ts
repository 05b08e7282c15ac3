import type { Sm2KeyPair } from './auth/sm2';
import type { SocialProvider } from './auth/social/providers';
import type { OutboundAllowEntry } from './http/outbound/allow-list';

/** Log levels understood by Fastify's pino logger, plus `silent`. */
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * Everything the server reads from its environment. Each field documents its variable and default.
 */
export interface ServerConfig {
  /** `PORT`, default 8100. */
  port: number;
  /** `HOST`, default 127.0.0.1 (set 0.0.0.0 in a container). */
  host: string;
  /**
   * `METRICS_PORT`: when set, Prometheus metrics are served at `http://HOST:METRICS_PORT/metrics`,
   * a port of their own (never the public one). Unset: no metrics server.
   */
  metricsPort: number | undefined;
  /**
   * `SHUTDOWN_TIMEOUT_MS`, default 10000: on SIGTERM/SIGINT, how long the server waits for the
   * requests it accepted before it cuts them and exits.
   */
  shutdownTimeoutMs: number;
  /**
   * Whether traces are exported: `OTEL_EXPORTER_OTLP_ENDPOINT` (or `…_TRACES_ENDPOINT`) is set.
   * OpenTelemetry's own `OTEL_*` variables configure the exporter (tracing/tracing.ts).
   */
  tracing: boolean;
  /** `DATA_DIR`, default `.data` resolved against the working directory: PGlite files and the JWT secret. */
  dataDir: string;
  /** `DATABASE_URL`: when set, PostgreSQL through `pg`; otherwise PGlite under `${dataDir}/pgdata`. */
  databaseUrl: string | undefined;
  /**
   * `DATABASE_CONNECT_TIMEOUT_MS`, default 5000: with `DATABASE_URL`, how long opening a connection
   * to PostgreSQL may take (or waiting for one of the pool's ten) before it fails. A start against a
   * server that accepts the connection but never answers then exits with an error instead of hanging.
   */
  databaseConnectTimeoutMs: number;
  /**
   * `DATABASE_CHECK_TIMEOUT_MS`, default 2000: how long readiness and the metrics' database-backed
   * figures wait for the database before they call it down (503; `blade_database_up 0`).
   */
  databaseCheckTimeoutMs: number;
  /**
   * `DATABASE_STATEMENT_TIMEOUT_MS`, default 30000: with `DATABASE_URL`, how long one statement of
   * a request may run (PostgreSQL's `statement_timeout`) and, with the connect timeout beside it,
   * how long the server waits for PostgreSQL's reply before it gives up on the connection: a hung
   * database answers 503 instead of holding the request for ever. Migrations, backups and restores
   * (the ops commands) are not bounded by it.
   */
  databaseStatementTimeoutMs: number;
  /** `STATIC_DIR`, default `packages/console/dist` of this repository: the built console served at `/`. */
  staticDir: string;
  /**
   * `SITE_DIR`, default `packages/site/dist` of this repository: the built public website (its
   * server renderer and browser assets). Without it the console renders the public pages.
   */
  siteDir: string;
  /** `BLADE_CAPTCHA`, default true: whether the `captcha` grant checks `Captcha-Key`/`Captcha-Code`. */
  captcha: boolean;
  /** `BLADE_ADMIN_PASSWORD`, default `admin`: plain password of the seeded `admin` user (first start only). */
  adminPassword: string;
  /** `BLADE_JWT_SECRET`: HS256 key; when unset one is generated once and persisted (file or `blade_secret`). */
  jwtSecret: string | undefined;
  /**
   * `BLADE_SM2_PUBLIC_KEY` and `BLADE_SM2_PRIVATE_KEY` (hex, 130 and 64 characters, together): the
   * SM2 pair 4.x clients encrypt passwords with. Unset: one is generated once and persisted (file or
   * `blade_secret`), like the JWT key. One without the other is a start-up error.
   */
  sm2KeyPair: Sm2KeyPair | undefined;
  /** `LOG_LEVEL`, default `info`. */
  logLevel: LogLevel;
  /**
   * `LOG_FILE`: write the process log to this file (rotated by size) instead of standard output.
   * Unset, the log goes to standard output for the service manager or a log shipper to keep.
   */
  logFile?: string;
  /** `LOG_MAX_BYTES`, default 10 MiB: the size at which `LOG_FILE` is rotated. */
  logMaxBytes: number;
  /** `LOG_FILES`, default 5: rotated files kept beside the current one (older ones are deleted). */
  logFiles: number;
  /**
   * `BLADE_REGION_SEED`, default `full`: the regions seeded on first start — all of China to district
   * level, or `sample` (every province, plus Beijing and Jiangsu's cities and districts) for fast tests.
   */
  regionSeed: RegionSeed;
  /** `BLADE_UPLOAD_MAX_BYTES`, default 10 MiB: the largest file `oss/endpoint/put-file` accepts. */
  uploadMaxBytes: number;
  /**
   * `BLADE_REFRESH_REUSE_SECONDS`, default 30: how long after a refresh token is rotated the same
   * client may present it again and get the same successor (two tabs refreshing at once, a lost
   * answer). Reuse after it revokes the whole token family. 0 turns the window off.
   */
  refreshReuseSeconds: number;
  /**
   * `BLADE_SIGN_IN_RATE_LIMIT`, default 20 (http/rate-limit.ts): token requests per client per
   * minute; raise it where many people share one address (or for a scripted test run).
   */
  signInRateLimit: number;
  /** `BLADE_API_LOG`, default true: record API calls in `blade_log_api` (errors are always recorded). */
  apiLog: boolean;
  /**
   * `BLADE_RECORD_HISTORY`, default true: saves of defined resources write their history rows
   * (`blade_record_history`); off, they write none (their events are still sent) — for a deployment
   * that must not keep former values, and for the bench's save without history.
   */
  recordHistory: boolean;
  /**
   * `BLADE_LOG_RETENTION_CRON`, default `17 3 * * *` (03:17 UTC daily): when the job that deletes
   * log rows older than the `log.retentionDays` parameter runs (a five-field cron expression, UTC).
   */
  logRetentionCron: string;
  /**
   * `BLADE_JOB_POLL_SECONDS`, default 5 (1–45): on PostgreSQL, how often each replica looks for due
   * schedules and waiting jobs in the job queue.
   */
  jobPollSeconds: number;
  /**
   * `MAIL_SMTP_URL`: when set (`smtps://user:pass@smtp.example.com:465`), `POST /sendMail` sends through
   * this SMTP server; otherwise mail waits in the `blade_mail_outbox` table. Never logged.
   */
  mailSmtpUrl: string | undefined;
  /** `MAIL_FROM`: the sender address of mail sent over SMTP; required with `MAIL_SMTP_URL`. */
  mailFrom: string | undefined;
  /** `WECHAT_APP_ID`: the WeChat official account news syncs to; unset, syncing answers "未配置微信公众号". */
  wechatAppId: string | undefined;
  /** `WECHAT_APP_SECRET`: that account's AppSecret (sent in request bodies only, never logged). */
  wechatAppSecret: string | undefined;
  /** `WECHAT_API_BASE`, default `https://api.weixin.qq.com`: the account API's address (tests point it at a fake). */
  wechatApiBase: string;
  /** `SMS_ALIYUN_ENDPOINT`, default `https://dysmsapi.aliyuncs.com`: Alibaba Cloud SMS (tests point it at a fake). */
  smsAliyunEndpoint: string;
  /** `SMS_TENCENT_ENDPOINT`, default `https://sms.tencentcloudapi.com`: Tencent Cloud SMS (tests point it at a fake). */
  smsTencentEndpoint: string;
  /** `SMS_TIMEOUT_MS`, default 10000: how long an SMS gateway may take to answer one message. */
  smsTimeoutMs: number;
  /**
   * `TRUST_PROXY`, default off: which peers' `X-Forwarded-For` (and `-Proto`, `-Host`) to believe, so
   * that behind a reverse proxy each visitor is its own client (rate limits, logs) instead of all
   * being the proxy. See {@link TrustProxy}.
   */
  trustProxy: TrustProxy;
  /** `S3_CONNECT_TIMEOUT_MS`, default 5000: how long connecting to an object storage provider may take. */
  s3ConnectTimeoutMs: number;
  /**
   * `S3_IDLE_TIMEOUT_MS`, default 20000: how long a provider's connection may stay silent in a
   * request (a provider that accepts and never answers fails after it, not never).
   */
  s3IdleTimeoutMs: number;
  /**
   * `BLADE_REPLICA_NAME`, default unset: when set, every answer names this replica in
   * `X-Blade-Replica`, so a test (or an operator) can see which replica behind a balancer answered.
   */
  replicaName?: string;
  /**
   * `BLADE_SOCIAL_PROVIDERS`: the third-party sign-in providers of the `social` grant, and `sso`,
   * the single sign-on server of the `authorization_code` grant (JSON; see auth/social/providers.ts).
   * Unset: both grants answer that no provider is configured.
   */
  socialProviders: Record<string, SocialProvider>;
  /** `SOCIAL_TIMEOUT_MS`, default 10000: how long a sign-in provider may take to answer one call. */
  socialTimeoutMs: number;
  /**
   * `BLADE_OUTBOUND_ALLOW`: internal hosts, `host:port`s, IPs and CIDRs the server may call although
   * they are not public (a MinIO or gateway in the operator's network); see http/outbound.
   */
  outboundAllow: OutboundAllowEntry[];
}

/**
 * Fastify's `trustProxy` as an environment value: `false` (off: the peer is the client), `true`
 * (every peer, so the leftmost `X-Forwarded-For` entry is the client: only safe when the proxy
 * replaces that header), a hop count (the client is that many entries from the right: safe only
 * when nothing reaches the server but through the proxies), or the addresses/CIDRs of the proxies
 * (proxy-addr's names `loopback`, `linklocal`, `uniquelocal` too), the safest of the four.
 */
export type TrustProxy = boolean | number | readonly string[];

export type RegionSeed = 'full' | 'sample';
