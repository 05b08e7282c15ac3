import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import { msg } from '../i18n';
import { HttpError } from './envelope';
import { databaseRateLimitStore } from './rate-limit-store';

/**
 * Per-client limits of the public endpoints (the site's reads, order booking, join-us messages):
 * what a visitor needs, far below what a script flooding the tables would want. Registered with
 * `global: false`; a route opts in with `config: { rateLimit: PUBLIC_WRITE_LIMIT }`.
 *
 * A client is `request.ip`: behind a reverse proxy that is the proxy itself, one counter for every
 * visitor, unless `TRUST_PROXY` names it (config.ts); a forwarded address from anyone else is ignored.
 *
 * Counters live in the database (rate-limit-store.ts), so replicas behind a balancer share them and
 * allow the figure once between them (issue 18).
 */
export async function registerRateLimit(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db, app.log),
    // The plugin throws what this returns: an HttpError becomes the envelope a person's form can
    // show (through the app's error handler), with Retry-After as the plugin sets it. A plain
    // object would reach that handler without a message.
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, msg('http.tooManyRequests', { seconds: Math.ceil(context.ttl / 1000) })),
  });
}

/**
 * The token endpoints (both dialects, every grant, refreshes included): a person signs in a few
 * times a day and each open console refreshes about once an hour, so 20 a minute per client leaves
 * an office behind one address room and a guessing script none. `BLADE_SIGN_IN_RATE_LIMIT` (config.ts)
 * changes the figure; what one client may get wrong across accounts is sign-in-throttle.ts's.
 */
export const SIGN_IN_PER_MINUTE = 20;
// One counter for all of them (`groupId`): each dialect's endpoint counted apart allowed twice the figure.
export const signInLimit = (perMinute: number) =>
  ({ max: perMinute, timeWindow: '1 minute', groupId: 'sign-in' }) as const;

/** Captcha images: one per sign-in attempt or "another one, please"; each one costs a database row. */
export const CAPTCHA_LIMIT = { max: 30, timeWindow: '1 minute', groupId: 'captcha' } as const;

/** Guest registrations: a person registers once; a script filling the approval queue is refused. */
export const REGISTER_GUEST_LIMIT = { max: 10, timeWindow: '1 hour' } as const;

/** Bookings and messages: a person sends a few; 5 a minute per client. */
export const PUBLIC_WRITE_LIMIT = { max: 5, timeWindow: '1 minute' } as const;

/** The site's reads (pages, news, services): generous for people, a ceiling for scrapers. */
export const PUBLIC_READ_LIMIT = { max: 120, timeWindow: '1 minute' } as const;
