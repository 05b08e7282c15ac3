import { labelOf, type Message, newsResource, PUBLISHED } from '@blade-console/blade-schema';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type AccessClaims, isSuperAdmin } from '../../../auth/jwt';
import type { ServerConfig } from '../../../config';
import { idQuerySchema } from '../../../crud/fields';
import { modelFor } from '../../../crud/resource';
import type { Db } from '../../../db/connection';
import { bladeNews, bladeTenant } from '../../../db/schema';
import { currentUser } from '../../../http/auth-hook';
import { badRequest, HttpError, ok } from '../../../http/envelope';
import { rowResponse, type ServicePlugin } from '../../../http/schemas';
import { localized, msg, say, sayZh } from '../../../i18n';
import { FileStorage } from '../../resource/storage/file-storage';
import { prepareArticleHtml } from './article-html';
import { ArticleImages } from './article-images';
import { type ImageFile, type NewsPublisher, type PublishArticle, PublishError } from './publisher';
import { WechatApi } from './wechat-api';
import { WechatPublisher } from './wechat-publisher';

export const NOT_CONFIGURED = msg('website.wechatNotConfigured');

const newsModel = modelFor(newsResource, bladeNews);

/** `news_sync_status`: 0 never synced, 1 synced, 2 failed. */
const SYNC = { done: 1, failed: 2 } as const;

/** What a sync attempt writes on the row (with its time). */
interface Outcome {
  syncStatus: number;
  /** Kept in Chinese on the row; the answer says it in the reader's language. */
  syncMessage: Message;
  syncMediaId?: string;
}

/**
 * The configured account is the group's one official account, not a tenant's: only the platform's
 * administrators publish to it. A tenant's administrator manages their own site's news but cannot
 * post it under the group's name.
 */
async function requireGroupAccount(request: FastifyRequest): Promise<void> {
  if (!isSuperAdmin(request.user)) throw new HttpError(401, msg('website.wechatSuperAdminOnly'));
}

/** The account's publisher for this configuration, or undefined when none is configured. */
export function wechatPublisherFor(config: ServerConfig): NewsPublisher | undefined {
  const { wechatAppId: appId, wechatAppSecret: appSecret, wechatApiBase: apiBase } = config;
  if (!appId || !appSecret) return undefined;
  return new WechatPublisher(new WechatApi({ appId, appSecret, apiBase }));
}

/** A tenant's site address (`blade_tenant.domain`, with or without a scheme) as a URL. */
function urlOfDomain(domain: string | null | undefined): URL | undefined {
  const trimmed = domain?.trim();
  if (!trimmed) return undefined;
  try {
    return new URL(/^[a-z]+:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return undefined;
  }
}

/** Where the tenant's public site is: its configured address, else the address this call came to. */
async function siteOf(db: Db, request: FastifyRequest, user: AccessClaims) {
  const [tenant] = await db
    .select({ domain: bladeTenant.domain })
    .from(bladeTenant)
    .where(eq(bladeTenant.tenantId, user.tenant_id))
    .limit(1);
  const configured = urlOfDomain(tenant?.domain);
  return {
    origin: configured?.origin ?? `${request.protocol}://${request.host}`,
    hosts: [request.host.toLowerCase(), ...(configured ? [configured.host.toLowerCase()] : [])],
  };
}

/**
 * `POST /api/blade-news/news/syncWeixinPublic?id=`: publishes a published article of the caller's
 * tenant to the group's WeChat official account (administrators, like every content write) and
 * records on the row when and with what result. A failure answers 400 with the same sentence it
 * records, so the console shows the person what to do.
 */
export const newsSyncRoutes: ServicePlugin = async (app, { ctx }) => {
  const publisher = wechatPublisherFor(ctx.config);
  const images = (hosts: string[]) =>
    new ArticleImages({
      uploads: new FileStorage(ctx.db, ctx.config),
      staticDir: ctx.config.staticDir,
      ownHosts: hosts,
    });
  // Two clicks on the same article would create two drafts on the account.
  const syncing = new Set<string>();

  app.post(
    '/syncWeixinPublic',
    {
      preValidation: requireGroupAccount,
      schema: {
        tags: ['news'],
        summary: '同步新闻到微信公众号',
        querystring: idQuerySchema,
        response: rowResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!publisher) throw badRequest(NOT_CONFIGURED);
      const id = BigInt(request.query.id);
      const row = await newsModel.find(ctx.db, user, id);
      if (!row) throw badRequest(msg('crud.notFound', { label: labelOf(newsResource.name, newsResource) }));
      if (row.publishStatus !== PUBLISHED) {
        throw badRequest(msg('website.wechatPublishedOnly'));
      }
      const key = `${user.tenant_id}:${id}`;
      if (syncing.has(key)) throw badRequest(msg('website.wechatSyncing'));
      syncing.add(key);
      try {
        const record = async (outcome: Outcome) => {
          const synced = {
            ...outcome,
            syncMessage: clip(sayZh(outcome.syncMessage), 500),
            syncTime: new Date(),
          };
          await ctx.db
            .update(newsModel.table)
            .set(synced)
            .where(and(newsModel.visible(user), eq(newsModel.column('id'), id)));
          return synced;
        };
        let outcome: Outcome;
        try {
          const site = await siteOf(ctx.db, request, user);
          const article = await articleOf(row, id, site.origin, images(site.hosts));
          const { mediaId, publishId } = await publisher.publish(article);
          outcome = {
            syncStatus: SYNC.done,
            syncMediaId: mediaId,
            syncMessage: publishId
              ? msg('website.wechatSyncedTask', { id: publishId })
              : msg('website.wechatSynced'),
          };
        } catch (error) {
          if (error instanceof PublishError) {
            const reason = typeof error.said === 'string' ? error.said : localized(error.said);
            outcome = { syncStatus: SYNC.failed, syncMessage: msg('website.wechatSyncFailed', { reason }) };
          } else {
            // A fault of ours: the row says so, the error log keeps the details (a 500).
            await record({
              syncStatus: SYNC.failed,
              syncMessage: msg('website.wechatSyncServerError'),
            });
            throw error;
          }
        }
        const synced = await record(outcome);
        if (synced.syncStatus === SYNC.failed) throw badRequest(outcome.syncMessage);
        const { syncStatus, syncTime, syncMediaId } = synced;
        const syncMessage = say(request, outcome.syncMessage);
        return ok({ syncStatus, syncTime, syncMessage, syncMediaId }, outcome.syncMessage);
      } finally {
        syncing.delete(key);
      }
    },
  );
};

function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

/** The article as a publisher takes it: sanitised, its images read from this site's files. */
async function articleOf(
  row: Record<string, unknown>,
  id: bigint,
  origin: string,
  images: ArticleImages,
): Promise<PublishArticle> {
  const cover = typeof row.cover === 'string' ? row.cover.trim() : '';
  if (!cover) throw new PublishError(msg('website.wechatNoCover'));
  const coverImage = await images.read(cover, 'cover');
  const { html, imageSources } = prepareArticleHtml(String(row.content ?? ''));
  const bodyImages = new Map<string, ImageFile>();
  for (const src of imageSources) bodyImages.set(src, await images.read(src, 'body'));
  return {
    title: String(row.title ?? ''),
    author: String(row.author ?? ''),
    digest: String(row.summary ?? ''),
    content: html,
    sourceUrl: `${origin}/newsItem?id=${id}`,
    cover: coverImage,
    images: bodyImages,
  };
}
