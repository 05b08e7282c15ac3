import { Type } from 'typebox';
import { idString } from '../../crud/fields';
import type { CrudModel } from '../../crud/model';
import { isMaskedSecret, SECRET_MASK } from '../../crud/secrets';
import type { Db } from '../../db/connection';
import { currentUser } from '../../http/auth-hook';
import { badRequest, ok } from '../../http/envelope';
import { type FastifyTypeBox, okResponse } from '../../http/schemas';
import { msg } from '../../i18n';
import type { FileStorage } from './storage/file-storage';
import type { OssRow } from './storage/s3-settings';

const FIELDS = [
  'ossCode',
  'category',
  'endpoint',
  'accessKey',
  'secretKey',
  'bucketName',
  'appId',
  'region',
] as const;

const text = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));

/**
 * `POST test-connection`: writes and deletes a probe object with the settings of the form (a saved
 * row by `id`, overridden by what the form holds now; the masked secret means "the stored one"),
 * so an administrator learns before enabling whether uploads would work, and if not, why.
 */
export function registerTestConnectionRoute(
  app: FastifyTypeBox,
  db: Db,
  model: CrudModel,
  storage: FileStorage,
): void {
  app.post(
    '/test-connection',
    {
      schema: {
        tags: ['resource'],
        summary: '测试对象存储连接（写入并删除一个测试对象）',
        body: Type.Object({
          // A number is coerced to its text first: 1e400 becomes "Infinity", which is no id.
          id: Type.Optional(idString()),
          ossCode: text(32),
          category: Type.Optional(
            Type.Union([Type.Integer({ minimum: 1, maximum: 4 }), Type.String(), Type.Null()]),
          ),
          endpoint: text(255),
          accessKey: text(255),
          secretKey: text(255),
          bucketName: text(255),
          appId: text(255),
          region: text(255),
        }),
        response: okResponse(Type.Object({ endpoint: Type.String(), bucket: Type.String() })),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const body: Record<string, unknown> & { id?: string } = request.body;
      let settings: OssRow = {};
      if (body.id !== undefined) {
        const stored = await model.find(db, user, BigInt(body.id));
        if (!stored) throw badRequest(msg('crud.notFound', { label: model.label }));
        settings = stored as OssRow;
      }
      for (const field of FIELDS) {
        const value = body[field];
        if (value === undefined || value === null || value === '') continue;
        // The masked secret or access key of the form means "the stored one".
        if ((field === 'secretKey' || field === 'accessKey') && isMaskedSecret(value)) continue;
        (settings as Record<string, unknown>)[field] = value;
      }
      if (!settings.secretKey || settings.secretKey === SECRET_MASK) {
        throw badRequest(msg('resource.secretKeyForTest'));
      }
      const where = await storage.probe(settings);
      return ok(where, msg('resource.connected', { bucket: where.bucket }));
    },
  );
}
