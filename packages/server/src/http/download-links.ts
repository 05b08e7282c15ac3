import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AccessClaims, TokenSigner } from '../auth/jwt';
import { msg } from '../i18n';
import { badRequest, ok, unauthorized } from './envelope';
import { okResponse } from './responses';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET file download a browser may open by a signed link (no header): see download-links.ts. */
    signedLink?: boolean;
  }
}

/** The query parameter carrying a link's signature (masked in logs, see logs/mask.ts). */
export const LINK_PARAM = 'blade-link';
/** How long a link works: long enough to start the download, too short to be worth stealing. */
export const LINK_SECONDS = 60;
export const LINK_ROUTE = '/api/blade-auth/download-link';

/**
 * What a link is signed for: the path and the query without the signature, in URLSearchParams'
 * serialisation, so the issued URL and the request it becomes compare equal.
 */
function linkTarget(url: string): URL | undefined {
  try {
    const parsed = new URL(url, 'http://link.invalid');
    if (parsed.origin !== 'http://link.invalid') return undefined;
    parsed.searchParams.delete(LINK_PARAM);
    parsed.searchParams.sort();
    return parsed;
  } catch {
    return undefined;
  }
}

const targetText = (target: URL): string => `${target.pathname}${target.search}`;

/**
 * Short-lived signed download links (issue 17 point 3), instead of the session token in a URL: a
 * signed-in `POST download-link {url}` answers `url` plus `blade-link=<signature>`, an HMAC (HS256,
 * the server's secret) over that path and query, the caller and an expiry of {@link LINK_SECONDS}.
 * Only routes marked `config.signedLink` take one, each only for the exact file it was signed for;
 * the download still runs its route's checks as the caller, and a signed-out session ends its links.
 */
export function registerDownloadLinks(app: FastifyInstance, signer: TokenSigner): void {
  const linkable = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (route.config?.signedLink) linkable.add(route.url);
  });

  app.withTypeProvider<TypeBoxTypeProvider>().post(
    LINK_ROUTE,
    {
      schema: {
        tags: ['auth'],
        summary: '下载链接',
        description: 'A signed link (60 s) to one file download, for a browser to open without a header',
        body: Type.Object({ url: Type.String({ minLength: 1, maxLength: 4000 }) }),
        response: okResponse(Type.Object({ url: Type.String(), expiresAt: Type.Number() })),
      },
    },
    async (request) => {
      const { url } = request.body;
      const target = linkTarget(url);
      if (!target || !linkable.has(target.pathname)) {
        throw badRequest(msg('http.downloadLinkRefused', { url: url.slice(0, 200) }));
      }
      const claims = request.user;
      if (!claims) throw unauthorized();
      const signature = await signer.signLink(claims, targetText(target), LINK_SECONDS);
      target.searchParams.set(LINK_PARAM, signature);
      return ok({ url: targetText(target), expiresAt: Date.now() + LINK_SECONDS * 1000 });
    },
  );
}

/**
 * The caller's claims when `request` opens a download by a valid link signed for exactly its path
 * and query; undefined otherwise (no link, another route, tampered, expired, or signed elsewhere).
 */
export async function linkClaims(
  request: FastifyRequest,
  signer: TokenSigner,
): Promise<AccessClaims | undefined> {
  if (request.method !== 'GET' || !request.routeOptions.config?.signedLink) return undefined;
  const target = linkTarget(request.url);
  const signature = new URL(request.url, 'http://link.invalid').searchParams.get(LINK_PARAM);
  if (!target || !signature) return undefined;
  return signer.verifyLink(signature, targetText(target));
}
