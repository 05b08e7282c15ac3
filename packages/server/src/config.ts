import path from 'node:path';
import { parseSm2KeyPair } from './auth/sm2';
import { parseSocialProviders } from './auth/social/providers';
import type { ServerConfig } from './config-types';
import { loadDatabaseTimeouts } from './db/timeouts';
import {
  nonEmpty,
  parseBoolean,
  parseCron,
  parseHttpBase,
  parseLogLevel,
  parseOptionalPort,
  parsePort,
  parsePositiveInt,
  parseRegionSeed,
  parseSeconds,
  parseTrustProxy,
} from './env-values';
import { parseOutboundAllow } from './http/outbound/allow-list';
import { SIGN_IN_PER_MINUTE } from './http/rate-limit';
import { defaultSiteDir, defaultStaticDir } from './paths';

export type { LogLevel, RegionSeed, ServerConfig, TrustProxy } from './config-types';

/** Reads the configuration from `env` (default `process.env`); throws with a readable message on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): ServerConfig {
  return {
    port: parsePort(env.PORT),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    metricsPort: parseOptionalPort('METRICS_PORT', env.METRICS_PORT),
    shutdownTimeoutMs: parsePositiveInt('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 10_000),
    tracing: Boolean(
      nonEmpty(env.OTEL_EXPORTER_OTLP_ENDPOINT) ?? nonEmpty(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT),
    ),
    dataDir: path.resolve(cwd, nonEmpty(env.DATA_DIR) ?? '.data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    ...loadDatabaseTimeouts(env),
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
    recordHistory: parseBoolean('BLADE_RECORD_HISTORY', env.BLADE_RECORD_HISTORY, true),
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
