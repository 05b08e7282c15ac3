import type { OssFile } from '@blade-console/blade-client/types';
import {
  attachResource,
  ossResource,
  PHONE_MESSAGES_ZH,
  phoneProblem as sharedPhoneProblem,
  smsResource,
} from '@blade-console/blade-schema';
import multipart from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { splitCsv } from '../../auth/users';
import { isJsonObject } from '../../crud/fields';
import type { WriteEvent } from '../../crud/model';
import { modelFor, type ResourceExtras } from '../../crud/resource';
import { registerCrudRoutes } from '../../crud/routes';
import { nextId } from '../../db/ids';
import { bladeAttach, bladeOss, bladeSms, bladeSmsOutbox } from '../../db/schema';
import { currentUser, requireAdmin, requireAdminOr } from '../../http/auth-hook';
import { badRequest, notFound, ok } from '../../http/envelope';
import { type FastifyTypeBox, okResponse, type ServicePlugin, statusResponse } from '../../http/schemas';
import { hasGrantedCode } from '../system/menu/queries';
import { extensionOf, FILE_ROUTE, rejectionOf, UploadStore } from './files';
import { decorateProviders, enabledProvider, keepSecret, registerEnableRoute } from './providers';

const OSS_CATEGORIES = { 1: 'minio', 2: 'qiniu', 3: 'ali', 4: 'tencent' };
const SMS_CATEGORIES = { 1: 'yunpian', 2: 'qiniu', 3: 'ali', 4: 'tencent' };

/**
 * The code of a provider: nullable in the table (so not `required` in the definition), yet the API
 * has always refused a provider without one, in the words the JSON schema used to give.
 */
function requireCode(field: string) {
  return ({ values, isInsert }: WriteEvent): void => {
    const value = values[field];
    if (isInsert && (value === undefined || value === null || value === '')) {
      throw badRequest(`缺少必要的请求参数: ${field}`);
    }
    if (!isInsert && (value === null || value === '')) throw badRequest(`参数 ${field} 不能为空`);
  };
}

/** What the definitions of the two provider kinds leave to code: the code, the secret, enable. */
function providerExtras(codeField: string, categories: Record<number, string>): ResourceExtras {
  const code = requireCode(codeField);
  const secret = keepSecret('secretKey');
  return {
    beforeWrite: (event) => {
      code(event);
      secret(event);
    },
    decorate: decorateProviders(categories, 'secretKey'),
    // The enabled one is `status` 2 (the enable action); the secret is never a filter.
    moreFilters: ['status'],
    noFilters: ['secretKey'],
  };
}

export const ossModel = modelFor(ossResource, bladeOss, providerExtras('ossCode', OSS_CATEGORIES));

export const smsModel = modelFor(smsResource, bladeSms, providerExtras('smsCode', SMS_CATEGORIES));

/** Attachments: every rule from the definition (`put-file` writes the rows). */
export const attachModel = modelFor(attachResource, bladeAttach);

/** Chinese mobile numbers (SPEC §5 "Phone check"), in the server's words. */
function phoneProblem(phone: string): string | undefined {
  const problem = sharedPhoneProblem(phone);
  return problem ? PHONE_MESSAGES_ZH[problem] : undefined;
}

const MAX_PHONES = 100;

/** `OssFile`: where an upload went. */
const ossFile = Type.Object({
  link: Type.String(),
  domain: Type.Optional(Type.String()),
  name: Type.String(),
  originalName: Type.Optional(Type.String()),
  attachId: Type.Optional(Type.String()),
});

/** The button permission that lets a non-administrator send SMS (`send-message`). */
export const SMS_SEND_PERMISSION = 'sms_send';

/** `/api/blade-resource`: OSS and SMS providers, attachments, uploads and (outbox) SMS sending. */
export const resourceRoutes: ServicePlugin = async (app, { ctx }) => {
  const { db, config } = ctx;
  const store = new UploadStore(config.dataDir);
  const maxMb = (config.uploadMaxBytes / 1024 / 1024).toFixed(config.uploadMaxBytes % (1024 * 1024) ? 1 : 0);

  await app.register(
    async (oss) => {
      oss.addHook('preHandler', requireAdmin);
      registerCrudRoutes(oss, db, ossModel, { tag: 'resource' });
      registerEnableRoute(oss, db, ossModel);
    },
    { prefix: '/oss' },
  );
  await app.register(
    async (sms) => {
      sms.addHook('preHandler', requireAdmin);
      registerCrudRoutes(sms, db, smsModel, { tag: 'resource' });
      registerEnableRoute(sms, db, smsModel);
    },
    { prefix: '/sms' },
  );
  await app.register(
    async (attach: FastifyTypeBox) => registerCrudRoutes(attach, db, attachModel, { tag: 'resource' }),
    {
      prefix: '/attach',
    },
  );

  // Uploads: any signed-in user (the avatar of personal info).
  await app.register(async (endpoint: FastifyTypeBox) => {
    await endpoint.register(multipart, {
      limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 20, parts: 21 },
    });

    endpoint.post(
      '/oss/endpoint/put-file',
      {
        schema: {
          tags: ['resource'],
          summary: 'Upload a file (multipart field `file`)',
          response: okResponse(ossFile),
        },
      },
      async (request) => {
        const user = currentUser(request);
        if (!request.isMultipart()) throw badRequest('请以 multipart/form-data 上传文件，文件字段名为 file');
        const part = await request.file();
        if (part?.fieldname !== 'file') throw badRequest('缺少上传文件: multipart 字段名应为 file');
        let content: Buffer;
        try {
          content = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw badRequest(`文件过大，最大允许 ${maxMb} MB`);
          }
          throw error;
        }
        const originalName = (part.filename || 'file').slice(-200);
        const problem = rejectionOf(originalName, content);
        if (problem) throw badRequest(problem);
        const name = await store.save(originalName, content);
        const domain = `/api${FILE_ROUTE}`;
        const link = `${domain}/${name}`;
        const attachId = nextId();
        const now = new Date();
        await db.insert(bladeAttach).values({
          id: attachId,
          tenantId: user.tenant_id,
          link,
          domainUrl: domain,
          name,
          originalName,
          extension: extensionOf(originalName),
          attachSize: content.length,
          createUser: BigInt(user.user_id),
          createDept: splitCsv(user.dept_id)[0] ? BigInt(splitCsv(user.dept_id)[0]!) : null,
          createTime: now,
          updateUser: BigInt(user.user_id),
          updateTime: now,
        });
        const file: OssFile = { link, domain, name, originalName, attachId: String(attachId) };
        return ok(file);
      },
    );
  });

  app.get(
    `${FILE_ROUTE.replace('/blade-resource', '')}/:name`,
    {
      schema: {
        tags: ['resource'],
        summary: 'An uploaded file (public)',
        params: Type.Object({ name: Type.Optional(Type.String({ maxLength: 64 })) }),
      },
    },
    async (request, reply) => {
      const { name = '' } = request.params;
      const file = await store.open(name);
      if (!file?.type) throw notFound(`文件不存在: ${name}`);
      return reply
        .header('content-type', file.type.contentType)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', file.type.inline ? 'inline' : `attachment; filename="${name}"`)
        .send(file.stream());
    },
  );

  app.post(
    '/sms/endpoint/send-message',
    {
      // Texts cost money and reach strangers: administrators, or roles granted the send button.
      preHandler: requireAdminOr((user) => hasGrantedCode(db, user.role_id, SMS_SEND_PERMISSION)),
      schema: {
        tags: ['resource'],
        summary: 'Send an SMS (kept in the outbox while no SMS gateway is wired in)',
        querystring: Type.Object({
          code: Type.Optional(Type.String({ maxLength: 32 })),
          phones: Type.String({ maxLength: 2000 }),
          params: Type.Optional(Type.String({ maxLength: 4000 })),
        }),
        response: statusResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { code, phones, params } = request.query;
      const list = [...new Set(phones.split(',').map((p) => p.trim()))];
      if (list.length > MAX_PHONES) throw badRequest(`一次最多发送 ${MAX_PHONES} 个手机号码`);
      for (const phone of list) {
        const problem = phoneProblem(phone);
        if (problem) throw badRequest(problem);
      }
      const paramsText = params?.trim() || '{}';
      if (!isJsonObject(paramsText)) throw badRequest('参数 params 应为 JSON 对象文本，例如 {"code":"1234"}');
      const provider = code?.trim()
        ? (
            await db
              .select()
              .from(bladeSms)
              .where(and(smsModel.visible(user), eq(bladeSms.smsCode, code.trim())))
              .limit(1)
          )[0]
        : await enabledProvider(db, smsModel, user.tenant_id);
      if (!provider) {
        throw badRequest(
          code
            ? `短信配置 ${code} 不存在，请先在短信配置中新增`
            : '没有启用的短信配置，请先新增并启用一个短信配置',
        );
      }
      const now = new Date();
      await db.insert(bladeSmsOutbox).values(
        list.map((phone) => ({
          id: nextId(),
          tenantId: user.tenant_id,
          smsCode: String(provider.smsCode ?? ''),
          phone,
          params: paramsText,
          createUser: BigInt(user.user_id),
          createTime: now,
        })),
      );
      return ok({}, '发送成功');
    },
  );
};
