import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { optimize } from 'svgo';
import type { Db } from '../db/connection';
import { bladeCaptcha } from '../db/schema';

/** How long a captcha answer stays valid. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/**
 * The drawing's size: the sign-in form shows it at this size (CSS pixels), so the glyphs are large
 * enough to read (issue 36: the old 110 × 30 rendering was hard to make out).
 */
export const CAPTCHA_SIZE = { width: 220, height: 64 } as const;

/** A light grey that reads well beside both light and dark themes. */
export const CAPTCHA_BACKGROUND = '#f5f7fa';

export interface CaptchaImage {
  key: string;
  /** `data:image/svg+xml;base64,…` */
  image: string;
}

/** Draws a captcha and stores its answer (lowercase) in the database so any replica can check it. */
export async function createCaptcha(db: Db, now: Date = new Date()): Promise<CaptchaImage> {
  // Characters people confuse are left out.
  // A large font in the larger box; the noise lines stay two, thin against glyphs this size.
  const captcha = svgCaptcha.create({
    size: 5,
    noise: 2,
    ...CAPTCHA_SIZE,
    fontSize: 64,
    ignoreChars: '0oO1ilI',
  });
  const key = randomUUID();
  await db.transaction(async (tx) => {
    // Expired answers are swept here, so the table never grows without bound.
    await tx.delete(bladeCaptcha).where(lt(bladeCaptcha.expiresAt, now));
    await tx.insert(bladeCaptcha).values({
      key,
      code: captcha.text.toLowerCase(),
      expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    });
  });
  const svg = withBackground(compact(captcha.data));
  return { key, image: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}` };
}

/**
 * The drawing with whole-pixel coordinates and the shortest path data (svgo: relative moves,
 * no separators it can drop). svg-captcha writes absolute coordinates with two decimals, which at
 * this size draw no visible difference; the base64 text of the image barely compresses, so its length
 * is what /login pays on the wire: about 6 KB of brotli as drawn, 2 KB compacted.
 */
function compact(svg: string): string {
  return optimize(svg, { floatPrecision: 0, multipass: true }).data;
}

/**
 * Paints a light background under the glyphs. svg-captcha's own `background` option also switches
 * the glyphs to random mid-light colours (poor contrast on light grey); its default dark grey glyphs
 * on this background read well, and a transparent image would vanish on the console's dark themes.
 */
function withBackground(svg: string): string {
  return svg.replace(/^(<svg[^>]*>)/, `$1<rect width="100%" height="100%" fill="${CAPTCHA_BACKGROUND}"/>`);
}

/**
 * Checks an answer case-insensitively. The stored answer is deleted by the same statement, so each
 * captcha can be used once, right or wrong.
 */
export async function consumeCaptcha(
  db: Db,
  key: string,
  code: string,
  now: Date = new Date(),
): Promise<boolean> {
  if (!key || !code) return false;
  const deleted = await db
    .delete(bladeCaptcha)
    .where(and(eq(bladeCaptcha.key, key), gt(bladeCaptcha.expiresAt, now)))
    .returning({ code: bladeCaptcha.code });
  // An expired row with this key is removed too, but only a live one counts.
  await db.delete(bladeCaptcha).where(eq(bladeCaptcha.key, key));
  return deleted[0]?.code === code.trim().toLowerCase();
}
