import { cooperationMessageResource, newsResource, PUBLISHED } from '@blade-console/blade-schema';
import { fail, now, ok } from './respond';
import { csv, type MockRoutes, readJson } from './routes';
import { fieldError, formatError, validateSubmit } from './say';
import type { MockStore } from './store';
import { orderHandlers } from './website-orders';
import { defaults, dictError, readHandlers, readSubmit, writable } from './website-rules';

const MESSAGE_VISITOR_FIELDS = ['name', 'type', 'company', 'phone', 'email', 'content'];

/**
 * The website's services as the reference server answers them (services/website): news saved
 * through `addNews` (publishing without a time publishes now; the content is NOT sanitised here —
 * the console and site sanitise on render), visitors' bookings and messages, the inbox's notes and
 * read marks, reports and their figures, and `sendMail` (into the outbox).
 */
export function websiteHandlers(routes: MockRoutes, store: MockStore): void {
  const { post } = routes;

  readHandlers(routes, store, newsResource);
  post(`${newsResource.path}/addNews`, async ({ request }) => {
    const submitted = await readSubmit(request, store, newsResource, '新闻不存在或已被删除');
    if (submitted instanceof Response) return submitted;
    const { body, stored } = submitted;
    const values = { ...(stored ? {} : defaults(newsResource)), ...writable(newsResource, body) };
    const status = values.publishStatus ?? stored?.publishStatus;
    const time = 'publishTime' in values ? values.publishTime : stored?.publishTime;
    if (Number(status) === PUBLISHED && !time) values.publishTime = now();
    const key = stored ? { id: stored.id, updateTime: body.updateTime } : { tenantId: '000000' };
    const row = store.submit('news', { ...values, ...key });
    return ok({ id: row.id });
  });

  const messages = cooperationMessageResource;
  readHandlers(routes, store, messages);
  post(`${messages.path}/addMessage`, async ({ request }) => {
    const body = writable(messages, await readJson(request), MESSAGE_VISITOR_FIELDS);
    const error = validateSubmit(messages, body) ?? dictError(messages, body);
    if (error) return fail(error);
    store.submit(messages.name, {
      ...defaults(messages),
      ...body,
      readStatus: 0,
      readTime: '',
      tenantId: '000000',
    });
    return ok({});
  });
  post(`${messages.path}/submit`, async ({ request }) => {
    const body = await readJson(request);
    if (!body.id) return fail('留言编号不能为空');
    const stored = store.find(messages.name, String(body.id));
    if (!stored) return fail('合作留言不存在或已被删除');
    const error = fieldError('reply', messages.fields.reply, body.reply, false);
    if (error) return fail(error);
    if (body.reply !== undefined)
      store.submit(messages.name, { id: stored.id, reply: body.reply ?? '', updateTime: body.updateTime });
    return ok({});
  });
  post(`${messages.path}/read`, ({ query }) => {
    const readStatus = query.get('readStatus');
    if (readStatus !== '0' && readStatus !== '1') return fail('参数 readStatus 取值不正确，可选值: 0, 1');
    const ids = csv(query.get('ids'));
    if (ids.length === 0) return fail('缺少必要的请求参数: ids');
    const rows = store.table(messages.name).filter((row) => ids.includes(row.id));
    if (rows.length === 0) return fail('合作留言不存在或已被删除');
    for (const row of rows) {
      store.submit(messages.name, {
        id: row.id,
        readStatus: Number(readStatus),
        readTime: readStatus === '1' ? now() : '',
      });
    }
    return ok({});
  });

  orderHandlers(routes, store);

  post('/sendMail', async ({ request }) => {
    const error = mailError(await readJson(request));
    return error ? fail(error) : ok({ delivery: 'outbox' }, '邮件已保存到发件箱，等待发送');
  });
}

const MAIL_LIMITS = { to: ['收件人', 254], subject: ['主题', 200], content: ['正文', 20_000] } as const;

/** The server's refusals of a mail (services/website/mail/routes.ts), in its words. */
function mailError(body: Record<string, unknown>): string | undefined {
  for (const [field, [label, max]] of Object.entries(MAIL_LIMITS)) {
    const value = body[field];
    if (typeof value !== 'string' || !value.trim()) return `${label}不能为空`;
    if (value.length > max) return `${label}不能超过 ${max} 个字符`;
  }
  const to = String(body.to).trim();
  if (formatError('email', '收件人', to) || /[,;<>"'()\\]/.test(to)) return '收件人格式不正确';
  if (/[\r\n]/.test(String(body.subject).trim())) return '主题不能换行';
  return undefined;
}
