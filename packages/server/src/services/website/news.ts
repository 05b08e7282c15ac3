import { labelOf, newsResource, PUBLISHED } from '@blade-console/blade-schema';
import type { WriteEvent } from '../../crud/model';
import { modelFor } from '../../crud/resource';
import { registerCrudRoutes, submitBodySchema } from '../../crud/routes';
import { submitRow } from '../../crud/writes';
import { bladeNews } from '../../db/schema';
import { currentUser } from '../../http/auth-hook';
import { ok } from '../../http/envelope';
import { type ServicePlugin, statusResponse } from '../../http/schemas';
import { assertDictKey } from '../system/dict/dict-keys';

const fields = newsResource.fields;

/**
 * What `addNews` does besides the definition's rules (which already reduce the article's HTML to the
 * article allow-list, and refuse one left empty, before this hook runs: crud/resource.ts): dictionary
 * values must exist, and publishing without a time publishes now. Title, summary and author are
 * plain text, stored as typed: every page renders them as text.
 */
async function beforeNewsWrite({ tx, values, id, isInsert, user, model }: WriteEvent): Promise<void> {
  await assertDictKey(tx, 'news_category', values.category, labelOf('category', fields.category));
  await assertDictKey(
    tx,
    'publish_status',
    values.publishStatus,
    labelOf('publishStatus', fields.publishStatus),
  );
  await assertDictKey(tx, 'site_lang', values.lang, labelOf('lang', fields.lang));

  const stored = isInsert ? undefined : await model.find(tx, user, id);
  const status = values.publishStatus ?? stored?.publishStatus ?? fields.publishStatus.default;
  const publishTime = 'publishTime' in values ? values.publishTime : stored?.publishTime;
  if (status === PUBLISHED && (publishTime === null || publishTime === undefined)) {
    values.publishTime = new Date();
  }
}

/** News of the caller's tenant (网站管理 › 新闻动态); the WeChat sync reuses this model. */
export const newsModel = modelFor(newsResource, bladeNews, { beforeWrite: beforeNewsWrite });

/**
 * `/api/blade-news/news`: list, detail and remove as every content area (administrators), and
 * `addNews`, this service's name for submit (add and update).
 */
export const newsRoutes: ServicePlugin = async (app, { ctx }) => {
  registerCrudRoutes(app, ctx.db, newsModel, { tag: 'news', routes: ['list', 'detail', 'remove'] });

  app.post(
    '/addNews',
    {
      schema: {
        tags: ['news'],
        summary: '新增或修改新闻（正文按文章白名单清理后保存）',
        body: submitBodySchema(newsModel),
        response: statusResponse,
      },
    },
    async (request) => {
      const id = await submitRow(newsModel, ctx.db, currentUser(request), request.body);
      return ok({ id: String(id) });
    },
  );
};
