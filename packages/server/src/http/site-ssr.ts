import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  SiteLang,
  SiteRenderInput,
  SiteRenderOutput,
  SiteTheme,
} from '@blade-console/blade-client/types';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { publicSiteRoutes, readsFor } from '../services/website/public';
import { registerCompression } from './compression';
import { cspHeader, inlineScriptHashes } from './content-security';

/*
 * The public website rendered on the server (ARCHITECTURE.md, wave 2): each page's HTML already
 * holds its content, title, description and preview tags, and the browser hydrates it with the
 * same data. The site package builds the renderer (`dist/server/entry-server.js`) and the browser
 * assets with the page template (`dist/client`); this module only loads them (the server does not
 * depend on the site's code) and answers the pages.
 */

/** What the site's server bundle renders (`packages/site/src/entry-server.tsx`). */
export interface SiteRenderer {
  render(input: SiteRenderInput): Promise<SiteRenderOutput>;
}

/** A built site: its renderer and the page template (the built `index.html`). */
export interface SiteBundle {
  renderer: SiteRenderer;
  template: string;
  /** The browser assets served at `/site-app/`; absent when the assets are served elsewhere. */
  clientDir?: string;
}

/** The pages of SPEC §2 the server renders. */
export const SITE_PAGES = ['/Home', '/order', '/service', '/news', '/newsItem', '/goin', '/product'] as const;

/** Where the browser assets live, a prefix of their own beside the console's files. */
export const SITE_ASSETS_PREFIX = '/site-app/';

/** The cookie of the visitor's language choice (the site's language switch writes it too). */
export const SITE_LANG_COOKIE = 'site_lang';

/** The cookie of the visitor's theme choice (the site's theme switch writes it too). */
export const SITE_THEME_COOKIE = 'site_theme';

/** A choice remembered for a year, on every page of the site. */
const rememberedCookie = (name: string, value: string) =>
  `${name}=${value}; Path=/; Max-Age=31536000; SameSite=Lax`;

/** Pages cost a render each: generous for people, a ceiling for scrapers, per client. */
export const SITE_PAGE_LIMIT = { max: 300, timeWindow: '1 minute' } as const;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Loads the built site from `siteDir` (`dist/client/index.html` + `dist/server/entry-server.js`). */
export async function loadSiteBundle(siteDir: string): Promise<SiteBundle | undefined> {
  const templateFile = path.join(siteDir, 'client', 'index.html');
  const entryFile = path.join(siteDir, 'server', 'entry-server.js');
  if (!existsSync(templateFile) || !existsSync(entryFile)) return undefined;
  const renderer = (await import(pathToFileURL(entryFile).href)) as SiteRenderer;
  return { renderer, template: readFileSync(templateFile, 'utf8'), clientDir: path.join(siteDir, 'client') };
}

function langOf(value: unknown): SiteLang | undefined {
  return value === 'zh' || value === 'en' ? value : undefined;
}

/** The value of one cookie of the request, if present. */
function cookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined; // a malformed value (`%`) is no choice at all
    }
  }
  return undefined;
}

function themeOf(value: unknown): SiteTheme | undefined {
  return value === 'auto' || value === 'light' || value === 'dark' ? value : undefined;
}

/** One parameter of the address's query, if present. */
function queryValue(request: FastifyRequest, name: string): unknown {
  const { query } = request;
  return typeof query === 'object' && query !== null && name in query
    ? (query as Record<string, unknown>)[name]
    : undefined;
}

/** The page's language: `?lang=` (a switch just made), else the remembered choice, else Chinese. */
export function pageLang(request: FastifyRequest): { lang: SiteLang; chosen: boolean } {
  const asked = langOf(queryValue(request, 'lang'));
  if (asked) return { lang: asked, chosen: true };
  return { lang: langOf(cookie(request, SITE_LANG_COOKIE)) ?? 'zh', chosen: false };
}

/** The page's theme: `?theme=` (a switch just made), else the remembered choice, else the system's. */
export function pageTheme(request: FastifyRequest): { theme: SiteTheme; chosen: boolean } {
  const asked = themeOf(queryValue(request, 'theme'));
  if (asked) return { theme: asked, chosen: true };
  return { theme: themeOf(cookie(request, SITE_THEME_COOKIE)) ?? 'auto', chosen: false };
}

/**
 * `<html>`'s theme attributes: `auto` follows the system (ui's stylesheet gives the dark theme under
 * `prefers-color-scheme: dark`), light and dark are the default and the dark theme.
 */
export function themeAttributes(theme: SiteTheme): string {
  if (theme === 'light') return 'data-theme="theme-default"';
  if (theme === 'dark') return 'data-theme="theme-dark"';
  return 'data-theme-mode="auto"';
}

/** A validator of the page's bytes: a visitor whose copy is current gets a 304 instead. */
function pageTag(html: string): string {
  return `W/"${createHash('sha1').update(html).digest('base64url')}"`;
}

/** Whether `If-None-Match` names `tag` (a list, `*`, weak or strong: the weak comparison of RFC 9110). */
export function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((value) => value.trim() === '*' || bare(value) === bare(tag));
}

/**
 * The built template with the page's parts in its placeholders (function replacers: no `$&`); its
 * `<html>` tag is written anew, with the page's language and `theme`'s attributes.
 */
export function fillTemplate(template: string, page: SiteRenderOutput, theme: SiteTheme = 'auto'): string {
  return template
    .replace(/<html\b[^>]*>/, () => `<html lang="${page.htmlLang}" ${themeAttributes(theme)}>`)
    .replace('<!--site-head-->', () => page.head)
    .replace('<!--site-root-->', () => page.html)
    .replace('<!--site-data-->', () => page.data);
}

/** The address the page was asked at, for canonical and Open Graph links; a Host no URL can hold is ignored. */
function originOf(request: FastifyRequest): string {
  try {
    return new URL(`${request.protocol}://${request.headers.host ?? 'localhost'}`).origin;
  } catch {
    return `${request.protocol}://localhost`;
  }
}

async function renderPage(ctx: AppContext, bundle: SiteBundle, request: FastifyRequest, reply: FastifyReply) {
  const { lang, chosen } = pageLang(request);
  const { theme, chosen: themeChosen } = pageTheme(request);
  const origin = originOf(request);
  const page = await bundle.renderer.render({
    url: request.url,
    origin,
    lang,
    theme,
    reads: await readsFor(ctx, request),
  });
  if (page.error) request.log.error({ err: page.error, url: request.url }, 'site page failed to load');
  // Both choices made in one address (`?lang=en&theme=dark`): one Set-Cookie header each (Fastify
  // adds a second `set-cookie` to the first instead of replacing it).
  if (chosen) reply.header('set-cookie', rememberedCookie(SITE_LANG_COOKIE, lang));
  if (themeChosen) reply.header('set-cookie', rememberedCookie(SITE_THEME_COOKIE, theme));
  // Pages change whenever staff publish: always revalidated. The language and theme cookies select the page,
  // the Accept-Encoding its compression (@fastify/compress, in the pages' scope).
  reply.header('cache-control', 'no-cache').header('vary', 'Cookie, accept-encoding');
  if (page.redirect) return reply.redirect(page.redirect, page.status);
  const html = fillTemplate(bundle.template, page, theme);
  // The page's own policy: its hydration data is an inline script of its own (security-headers.ts).
  reply.header('content-security-policy', cspHeader(inlineScriptHashes(html)));
  const tag = pageTag(html);
  reply.header('etag', tag);
  if (page.status === 200 && matchesTag(request.headers['if-none-match'], tag)) {
    return reply.code(304).send();
  }
  return reply.code(page.status).type('text/html; charset=utf-8').send(html);
}

/**
 * The public website: its reads under `/api/blade-website/public` and, when the site is built
 * (`bundle`), its pages rendered on the server and its assets under `/site-app/`. Without a build
 * (development, some tests) the pages stay with the console's single-page fallback, as before.
 */
export async function registerSite(app: FastifyInstance, ctx: AppContext, bundle: SiteBundle | undefined) {
  // The public reads and the rendered pages are made per request: compressed on the way out.
  await app.register(async (scope) => {
    await registerCompression(scope);
    await scope.register(publicSiteRoutes, { prefix: '/api/blade-website/public', ctx });
    for (const url of bundle ? SITE_PAGES : []) {
      scope.get(url, { config: { rateLimit: SITE_PAGE_LIMIT } }, (request, reply) =>
        renderPage(ctx, bundle as SiteBundle, request, reply),
      );
    }
  });
  if (!bundle) {
    app.log.info('no built site found; the console renders the public pages in the browser');
    return;
  }
  if (bundle.clientDir) {
    await app.register(fastifyStatic, {
      root: bundle.clientDir,
      prefix: SITE_ASSETS_PREFIX,
      // The console's static plugin owns `reply.sendFile`.
      decorateReply: false,
      // The template is filled per request, never served as it is.
      index: false,
      // The build writes `.br` and `.gz` beside each text file: the one the browser accepts is sent.
      preCompressed: true,
      allowedPath: (pathname) => !pathname.endsWith('index.html'),
      cacheControl: false,
      setHeaders(reply, filePath) {
        const relative = path
          .relative(bundle.clientDir as string, filePath)
          .split(path.sep)
          .join('/');
        reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : 'public, max-age=3600');
      },
    });
  }
}
