import { isIP } from 'node:net';
import path from 'node:path';
import cronParser from 'cron-parser';
import { parseSm2KeyPair, type Sm2KeyPair } from './auth/sm2';
import { parseSocialProviders, type SocialProvider } from './auth/social/providers';
import { type OutboundAllowEntry, parseOutboundAllow } from './http/outbound/allow-list';
import { SIGN_IN_PER_MINUTE } from './http/rate-limit';
import { defaultSiteDir, defaultStaticDir } from './paths';

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
  /** `DATA_DIR`, default `.data` resolved against the working directory: PGlite files and the JWT secret. */
  dataDir: string;
  /** `DATABASE_URL`: when set, PostgreSQL through `pg`; otherwise PGlite under `${dataDir}/pgdata`. */
  databaseUrl: string | undefined;
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

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads the configuration from `env` (default `process.env`); throws with a readable message on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): ServerConfig {
  return {
    port: parsePort(env.PORT),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir: path.resolve(cwd, nonEmpty(env.DATA_DIR) ?? '.data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    staticDir: path.resolve(cwd, nonEmpty(env.STATIC_DIR) ?? defaultStaticDir),
    siteDir: path.resolve(cwd, nonEmpty(env.SITE_DIR) ?? defaultSiteDir),
    captcha: parseBoolean('BLADE_CAPTCHA', env.BLADE_CAPTCHA, true),
    adminPassword: nonEmpty(env.BLADE_ADMIN_PASSWORD) ?? 'admin',
    jwtSecret: nonEmpty(env.BLADE_JWT_SECRET),
    sm2KeyPair: parseSm2KeyPair(nonEmpty(env.BLADE_SM2_PUBLIC_KEY), nonEmpty(env.BLADE_SM2_PRIVATE_KEY)),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    ...(nonEmpty(env.LOG_FILE) ? { logFile: path.resolve(cwd, env.LOG_FILE!.trim()) } : {}),
    logMaxBytes: parsePositiveInt('LOG_MAX_BYTES', env.LOG_MAX_BYTES, 10 * 1024 * 1024),
    logFiles: parsePositiveInt('LOG_FILES', env.LOG_FILES, 5),
    regionSeed: parseRegionSeed(env.BLADE_REGION_SEED),
    uploadMaxBytes: parsePositiveInt('BLADE_UPLOAD_MAX_BYTES', env.BLADE_UPLOAD_MAX_BYTES, 10 * 1024 * 1024),
    refreshReuseSeconds: parseSeconds('BLADE_REFRESH_REUSE_SECONDS', env.BLADE_REFRESH_REUSE_SECONDS, 30),
    signInRateLimit: parsePositiveInt(
      'BLADE_SIGN_IN_RATE_LIMIT',
      env.BLADE_SIGN_IN_RATE_LIMIT,
      SIGN_IN_PER_MINUTE,
    ),
    apiLog: parseBoolean('BLADE_API_LOG', env.BLADE_API_LOG, true),
    jobPollSeconds: Math.min(parsePositiveInt('BLADE_JOB_POLL_SECONDS', env.BLADE_JOB_POLL_SECONDS, 5), 45),
    logRetentionCron: parseCron('BLADE_LOG_RETENTION_CRON', env.BLADE_LOG_RETENTION_CRON, '17 3 * * *'),
    ...parseMail(env),
    wechatAppId: nonEmpty(env.WECHAT_APP_ID),
    wechatAppSecret: nonEmpty(env.WECHAT_APP_SECRET),
    wechatApiBase: parseHttpBase('WECHAT_API_BASE', env.WECHAT_API_BASE, 'https://api.weixin.qq.com'),
    smsAliyunEndpoint: parseHttpBase(
      'SMS_ALIYUN_ENDPOINT',
      env.SMS_ALIYUN_ENDPOINT,
      'https://dysmsapi.aliyuncs.com',
    ),
    smsTencentEndpoint: parseHttpBase(
      'SMS_TENCENT_ENDPOINT',
      env.SMS_TENCENT_ENDPOINT,
      'https://sms.tencentcloudapi.com',
    ),
    smsTimeoutMs: parsePositiveInt('SMS_TIMEOUT_MS', env.SMS_TIMEOUT_MS, 10_000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    s3ConnectTimeoutMs: parsePositiveInt('S3_CONNECT_TIMEOUT_MS', env.S3_CONNECT_TIMEOUT_MS, 5_000),
    s3IdleTimeoutMs: parsePositiveInt('S3_IDLE_TIMEOUT_MS', env.S3_IDLE_TIMEOUT_MS, 20_000),
    replicaName: nonEmpty(env.BLADE_REPLICA_NAME),
    socialProviders: parseSocialProviders(env.BLADE_SOCIAL_PROVIDERS),
    socialTimeoutMs: parsePositiveInt('SOCIAL_TIMEOUT_MS', env.SOCIAL_TIMEOUT_MS, 10_000),
    outboundAllow: parseOutboundAllow(env.BLADE_OUTBOUND_ALLOW),
  };
}

/** The SMTP settings; a bad value is refused without echoing it (the address may hold a password). */
function parseMail(env: NodeJS.ProcessEnv): Pick<ServerConfig, 'mailSmtpUrl' | 'mailFrom'> {
  const mailSmtpUrl = nonEmpty(env.MAIL_SMTP_URL);
  const mailFrom = nonEmpty(env.MAIL_FROM);
  if (mailSmtpUrl === undefined) return { mailSmtpUrl, mailFrom };
  let protocol = '';
  try {
    protocol = new URL(mailSmtpUrl).protocol;
  } catch {
    // reported below
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new Error('MAIL_SMTP_URL must be an smtp:// or smtps:// address (its value is not shown)');
  }
  if (!mailFrom) throw new Error('MAIL_FROM is required when MAIL_SMTP_URL is set');
  return { mailSmtpUrl, mailFrom };
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(value: string | undefined): number {
  if (!nonEmpty(value)) return 8100;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${value}"`);
  }
  return port;
}

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  const v = nonEmpty(value)?.toLowerCase();
  if (v === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

function parseLogLevel(value: string | undefined): LogLevel {
  const v = nonEmpty(value)?.toLowerCase();
  if (v === undefined) return 'info';
  if ((LOG_LEVELS as readonly string[]).includes(v)) return v as LogLevel;
  throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
}

function parseRegionSeed(value: string | undefined): RegionSeed {
  const v = nonEmpty(value)?.toLowerCase();
  if (v === undefined) return 'full';
  if (v === 'full' || v === 'sample') return v;
  throw new Error(`BLADE_REGION_SEED must be full or sample, got "${value}"`);
}

function parseCron(name: string, value: string | undefined, fallback: string): string {
  const cron = nonEmpty(value) ?? fallback;
  try {
    cronParser.parseExpression(cron, { tz: 'UTC' });
  } catch (error) {
    throw new Error(`${name} must be a cron expression such as "17 3 * * *": ${(error as Error).message}`);
  }
  return cron;
}

function parsePositiveInt(name: string, value: string | undefined, fallback: number): number {
  if (!nonEmpty(value)) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

/** A whole number of seconds, 0 allowed; at most an hour (a longer window is no grace but a hole). */
function parseSeconds(name: string, value: string | undefined, fallback: number): number {
  if (!nonEmpty(value)) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 3600)
    throw new Error(`${name} must be a whole number of seconds from 0 to 3600, got "${value}"`);
  return n;
}

/** An http(s) address without a trailing slash (paths are appended to it). */
function parseHttpBase(name: string, value: string | undefined, fallback: string): string {
  const v = nonEmpty(value);
  if (v === undefined) return fallback;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    throw new Error(`${name} must be an http(s) address such as ${fallback}, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an http(s) address such as ${fallback}, got "${value}"`);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new Error(`${name} must be a plain address without query, fragment or credentials, got "${value}"`);
  }
  return url.toString().replace(/\/+$/, '');
}

/** Address ranges proxy-addr knows by name. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** `TRUST_PROXY`: unset or `false`, `true`, a hop count, or a comma list of addresses/CIDRs. */
function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = nonEmpty(value)?.toLowerCase();
  if (v === undefined || v === 'false') return false;
  if (v === 'true') return true;
  const wrong = (detail: string) =>
    new Error(
      `TRUST_PROXY must be true, a hop count (1 for one proxy) or a comma list of proxy addresses/CIDRs such as 127.0.0.1,10.0.0.0/8 (${detail}), got "${value}"`,
    );
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (!Number.isSafeInteger(hops) || hops < 1) throw wrong('a hop count is at least 1; unset means off');
    return hops;
  }
  const entries = v.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined) throw wrong(`"${bad}" is no address, CIDR or range name`);
  return entries;
}

/** An IP address, a CIDR (`10.0.0.0/8`, `fd00::/8`) or one of proxy-addr's range names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...more] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || more.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
