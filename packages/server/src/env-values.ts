import { isIP } from 'node:net';
import cronParser from 'cron-parser';
import type { LogLevel, RegionSeed, TrustProxy } from './config-types';

/** How the environment's text becomes the configuration's values; each refusal names its variable. */

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function parsePort(value: string | undefined): number {
  if (!nonEmpty(value)) return 8100;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${value}"`);
  }
  return port;
}

/** A port of its own (`METRICS_PORT`): unset is none; 0 would be a random one nobody could scrape. */
export function parseOptionalPort(name: string, value: string | undefined): number | undefined {
  if (!nonEmpty(value)) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be an integer between 1 and 65535, got "${value}"`);
  }
  return port;
}

export function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  const v = nonEmpty(value)?.toLowerCase();
  if (v === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

export function parseLogLevel(value: string | undefined): LogLevel {
  const v = nonEmpty(value)?.toLowerCase();
  if (v === undefined) return 'info';
  if ((LOG_LEVELS as readonly string[]).includes(v)) return v as LogLevel;
  throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
}

export function parseRegionSeed(value: string | undefined): RegionSeed {
  const v = nonEmpty(value)?.toLowerCase();
  if (v === undefined) return 'full';
  if (v === 'full' || v === 'sample') return v;
  throw new Error(`BLADE_REGION_SEED must be full or sample, got "${value}"`);
}

export function parseCron(name: string, value: string | undefined, fallback: string): string {
  const cron = nonEmpty(value) ?? fallback;
  try {
    cronParser.parseExpression(cron, { tz: 'UTC' });
  } catch (error) {
    throw new Error(`${name} must be a cron expression such as "17 3 * * *": ${(error as Error).message}`);
  }
  return cron;
}

export function parsePositiveInt(name: string, value: string | undefined, fallback: number): number {
  if (!nonEmpty(value)) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

/** A whole number of seconds, 0 allowed; at most an hour (a longer window is no grace but a hole). */
export function parseSeconds(name: string, value: string | undefined, fallback: number): number {
  if (!nonEmpty(value)) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 3600)
    throw new Error(`${name} must be a whole number of seconds from 0 to 3600, got "${value}"`);
  return n;
}

/** An http(s) address without a trailing slash (paths are appended to it). */
export function parseHttpBase(name: string, value: string | undefined, fallback: string): string {
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
export function parseTrustProxy(value: string | undefined): TrustProxy {
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
