import { newsResource, PUBLISHED } from '@blade-console/blade-schema';
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
import { FileStorage } from '../../resource/storage/file-storage';
import { prepareArticleHtml } from './article-html';
import { ArticleImages } from './article-images';
import { type ImageFile, type NewsPublisher, type PublishArticle, PublishError } from './publisher';
import { WechatApi } from './wechat-api';
import { WechatPublisher } from './wechat-publisher';

export const NOT_CONFIGURED = '未配置微信公众号：请设置 WECHAT_APP_ID 和 WECHAT_APP_SECRET';

const newsModel = modelFor(newsResource, bladeNews);

/** `news_sync_status`: 0 never synced, 1 synced, 2 failed. */
const SYNC = { done: 1, failed: 2 } as const;

/** What a sync attempt writes on the row (with its time). */
interface Outcome {
  syncStatus: number;
  syncMessage: string;
  syncMediaId?: string;
}

/**
 * The configured account is the group's one official account, not a tenant's: only the platform's
 * administrators publish to it. A tenant's administrator manages their own site's news but cannot
 * post it under the group's name.
 */
async function requireGroupAccount(request: FastifyRequest): Promise<void> {
  if (!isSuperAdmin(request.user)) throw new HttpError(401, '只有平台管理员可以同步到集团的微信公众号');
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
      preHandler: requireGroupAccount,
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
      if (!row) throw badRequest('新闻不存在或已被删除');
      if (row.publishStatus !== PUBLISHED) {
        throw badRequest('只有已发布的新闻才能同步到公众号：请先发布该新闻');
      }
      const key = `${user.tenant_id}:${id}`;
      if (syncing.has(key)) throw badRequest('该新闻正在同步到公众号，请稍候');
      syncing.add(key);
      try {
        const record = async (outcome: Outcome) => {
          const synced = { ...outcome, syncMessage: clip(outcome.syncMessage, 500), syncTime: new Date() };
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
              ? `已同步到公众号：发布任务 ${publishId} 已提交，微信处理完成后文章出现在公众号主页`
              : '已同步到公众号',
          };
        } catch (error) {
          if (error instanceof PublishError) {
            outcome = { syncStatus: SYNC.failed, syncMessage: `同步到公众号失败：${error.message}` };
          } else {
            // A fault of ours: the row says so, the error log keeps the details (a 500).
            await record({
              syncStatus: SYNC.failed,
              syncMessage: '同步到公众号失败：服务器异常，请查看错误日志',
            });
            throw error;
          }
        }
        const synced = await record(outcome);
        if (synced.syncStatus === SYNC.failed) throw badRequest(synced.syncMessage);
        const { syncStatus, syncTime, syncMessage, syncMediaId } = synced;
        return ok({ syncStatus, syncTime, syncMessage, syncMediaId }, syncMessage);
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
  if (!cover) throw new PublishError('新闻没有封面图片：公众号图文必须有封面，请先上传封面');
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
