import {
  attachResource,
  type Message,
  ossResource,
  PHONE_MESSAGES,
  phoneProblem as sharedPhoneProblem,
  smsResource,
} from '@blade-console/blade-schema';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { WriteEvent } from '../../crud/model';
import { modelFor, type ResourceExtras } from '../../crud/resource';
import { registerCrudRoutes } from '../../crud/routes';
import { keepSecret } from '../../crud/secrets';
import { bladeAttach, bladeOss, bladeSms } from '../../db/schema';
import { currentUser, requireAdmin, requireAdminOr } from '../../http/auth-hook';
import { badRequest, ok } from '../../http/envelope';
import { type FastifyTypeBox, okResponse, type ServicePlugin } from '../../http/schemas';
import { languageOf, msg } from '../../i18n';
import { hasGrantedCode } from '../system/menu/queries';
import { decorateProviders, enabledProvider, registerEnableRoute } from './providers';
import type { SmsProviderRow } from './sms/gateway';
import { reportError, SmsSender } from './sms/sender';
import { FileStorage } from './storage/file-storage';
import { registerTestConnectionRoute } from './test-connection';
import { registerUploadRoutes } from './upload-routes';

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
      throw badRequest(msg('http.missingParam', { name: field }));
    }
    if (!isInsert && (value === null || value === ''))
      throw badRequest(msg('http.paramEmpty', { name: field }));
  };
}

/**
 * What the definitions of the two provider kinds leave to code: the code, the secret and access key
 * (answered masked, kept when sent back so), enable.
 */
function providerExtras(codeField: string, categories: Record<number, string>): ResourceExtras {
  const code = requireCode(codeField);
  const secret = keepSecret('secretKey');
  const accessKey = keepSecret('accessKey');
  return {
    beforeWrite: (event) => {
      code(event);
      secret(event);
      accessKey(event);
    },
    decorate: decorateProviders(categories, 'secretKey'),
    // The enabled one is `status` 2 (the enable action); the secret is never a filter.
    moreFilters: ['status'],
    noFilters: ['secretKey', 'accessKey'],
  };
}

export const ossModel = modelFor(ossResource, bladeOss, providerExtras('ossCode', OSS_CATEGORIES));

export const smsModel = modelFor(smsResource, bladeSms, providerExtras('smsCode', SMS_CATEGORIES));

/** Attachments: every rule from the definition (`put-file` writes the rows); removal removes the object. */
const attachModelWith = (storage: FileStorage) =>
  modelFor(attachResource, bladeAttach, {
    afterRemove: ({ tx, ids }) => storage.removeObjects(tx, ids),
  });

/** Chinese mobile numbers (SPEC §5 "Phone check"), in the server's words. */
function phoneProblem(phone: string): Message | undefined {
  const problem = sharedPhoneProblem(phone);
  return problem ? PHONE_MESSAGES[problem] : undefined;
}

const MAX_PHONES = 100;

/** What `send-message` answers: where the texts went and each phone's result. */
const sendReport = Type.Object({
  delivery: Type.Union([Type.Literal('outbox'), Type.Literal('gateway')]),
  results: Type.Array(
    Type.Object({
      phone: Type.String(),
      status: Type.String(),
      code: Type.Optional(Type.String()),
      message: Type.Optional(Type.String()),
    }),
  ),
});

/** The button permission that lets a non-administrator send SMS (`send-message`). */
export const SMS_SEND_PERMISSION = 'sms_send';

/** `/api/blade-resource`: OSS and SMS providers, attachments, uploads and (outbox) SMS sending. */
export const resourceRoutes: ServicePlugin = async (app, { ctx }) => {
  const { db, config } = ctx;
  const storage = new FileStorage(db, config);
  const sender = new SmsSender(db, config);

  await app.register(
    async (oss) => {
      oss.addHook('preValidation', requireAdmin);
      registerCrudRoutes(oss, db, ossModel, { tag: 'resource' });
      registerEnableRoute(oss, db, ossModel);
      registerTestConnectionRoute(oss, db, ossModel, storage);
    },
    { prefix: '/oss' },
  );
  await app.register(
    async (sms) => {
      sms.addHook('preValidation', requireAdmin);
      registerCrudRoutes(sms, db, smsModel, { tag: 'resource' });
      registerEnableRoute(sms, db, smsModel);
    },
    { prefix: '/sms' },
  );
  await app.register(
    async (attach: FastifyTypeBox) =>
      registerCrudRoutes(attach, db, attachModelWith(storage), { tag: 'resource' }),
    {
      prefix: '/attach',
    },
  );

  await registerUploadRoutes(app, { db, storage, maxBytes: config.uploadMaxBytes });

  app.post(
    '/sms/endpoint/send-message',
    {
      // Texts cost money and reach strangers: administrators, or roles granted the send button.
      preValidation: requireAdminOr((user) => hasGrantedCode(db, user.role_id, SMS_SEND_PERMISSION)),
      schema: {
        tags: ['resource'],
        summary: '发送短信',
        description: 'Send an SMS through the enabled gateway (kept in the outbox while none is enabled)',
        querystring: Type.Object({
          code: Type.Optional(Type.String({ maxLength: 32 })),
          phones: Type.String({ maxLength: 2000 }),
          params: Type.Optional(Type.String({ maxLength: 4000 })),
        }),
        response: okResponse(sendReport),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { code, phones, params } = request.query;
      const list = [...new Set(phones.split(',').map((p) => p.trim()))];
      if (list.length > MAX_PHONES) throw badRequest(msg('resource.tooManyPhones', { limit: MAX_PHONES }));
      for (const phone of list) {
        const problem = phoneProblem(phone);
        if (problem) throw badRequest(problem);
      }
      const paramsText = params?.trim() || '{}';
      const provider = code?.trim()
        ? (
            await db
              .select()
              .from(bladeSms)
              .where(and(smsModel.visible(user), eq(bladeSms.smsCode, code.trim())))
              .limit(1)
          )[0]
        : ((await enabledProvider(db, smsModel, user.tenant_id)) as typeof bladeSms.$inferSelect | undefined);
      if (code?.trim() && !provider) throw badRequest(msg('resource.smsProviderMissing', { code }));
      const report = await sender.send({
        tenantId: user.tenant_id,
        userId: BigInt(user.user_id),
        provider: provider as SmsProviderRow | undefined,
        phones: list,
        paramsText,
        language: languageOf(request),
      });
      const failure = reportError(report);
      if (failure) throw failure;
      return ok(report, msg(report.delivery === 'outbox' ? 'resource.smsOutboxed' : 'resource.smsSent'));
    },
  );
};
