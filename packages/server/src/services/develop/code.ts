import {
  CodegenError,
  codeArchiveName,
  codeResource,
  datasourceResource,
  type GeneratedFile,
  generateFiles,
  joinedFilesOrRefusal,
  labelOf,
  modelResource,
  OWN_DATASOURCE_ID,
  type PrototypeInput,
  proposePrototype,
} from '@blade-console/blade-schema';
import { and, eq, inArray } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { Type } from 'typebox';
import { idQuerySchema, parseIdCsv } from '../../crud/fields';
import type { WriteEvent } from '../../crud/model';
import { modelFor } from '../../crud/resource';
import { registerCrudRoutes } from '../../crud/routes';
import { submitRow } from '../../crud/writes';
import type { Db } from '../../db/connection';
import { bladeCode } from '../../db/schema';
import { currentUser, requireSuperAdmin } from '../../http/auth-hook';
import { badRequest, ok } from '../../http/envelope';
import { type ServicePlugin, statusResponse } from '../../http/schemas';
import { localized, msg } from '../../i18n';
import { checkTableName, describeTable } from './catalog';
import { datasourceExists } from './datasource';
import { liveModel, storedPrototypes } from './model';

async function checkCode({ tx, values }: WriteEvent): Promise<void> {
  if (typeof values.tableName === 'string') checkTableName(values.tableName);
  const source = values.datasourceId;
  if (source !== undefined && source !== null && String(source) !== OWN_DATASOURCE_ID) {
    if (!(await datasourceExists(tx, source as bigint)))
      throw badRequest(msg('crud.notFound', { label: labelOf(datasourceResource.name, datasourceResource) }));
  }
  if (
    values.modelId !== undefined &&
    values.modelId !== null &&
    !(await liveModel(tx, values.modelId as bigint))
  ) {
    throw badRequest(msg('crud.notFound', { label: labelOf(modelResource.name, modelResource) }));
  }
}

export const codeModel = modelFor(codeResource, bladeCode, { beforeWrite: checkCode });

const COPY_SUFFIX = '-copy';

/** The files of one setting: its model's stored columns, or the columns its table has now. */
async function filesOf(db: Db, code: typeof bladeCode.$inferSelect): Promise<GeneratedFile[]> {
  const codeName = String(code.codeName);
  if (!code.modelId) throw badRequest(msg('develop.noModelChosen', { name: codeName }));
  const model = await liveModel(db, code.modelId as bigint);
  if (!model) throw badRequest(msg('develop.modelGone', { name: codeName }));
  let prototypes: PrototypeInput[] = await storedPrototypes(db, model.id as bigint);
  if (prototypes.length === 0) {
    const { columns } = await describeTable(db, String(model.datasourceId), model.modelTable);
    prototypes = columns.map(proposePrototype);
  }
  try {
    return generateFiles(
      {
        serviceName: String(code.serviceName),
        codeName,
        tableName: String(code.tableName),
        tablePrefix: code.tablePrefix as string | null,
        pkName: code.pkName as string | null,
        packageName: String(code.packageName),
        webPath: code.webPath as string | null,
      },
      { modelName: model.modelName, modelTable: model.modelTable, modelRemark: model.modelRemark },
      prototypes,
    );
  } catch (error) {
    if (error instanceof CodegenError)
      throw badRequest(msg('develop.codegenRefused', { name: codeName, reason: localized(error.said) }));
    throw error;
  }
}

// Fixed times keep the archive of the same files byte-for-byte the same.
const ZIP_TIME = new Date('2024-01-01T00:00:00Z');

export function zipFiles(files: readonly GeneratedFile[]): Uint8Array {
  return zipSync(
    Object.fromEntries(files.map((file) => [file.path, [strToU8(file.content), { mtime: ZIP_TIME }]])),
    { level: 6 },
  );
}

/**
 * `/api/blade-develop/code`: code-generation settings (list, detail, submit, remove), `copy` and
 * `gen-code`. Platform administrators only.
 */
export const codeRoutes: ServicePlugin = async (app, { ctx }) => {
  const { db } = ctx;
  registerCrudRoutes(app, db, codeModel, { tag: 'code', access: 'super' });

  app.post(
    '/copy',
    {
      preValidation: requireSuperAdmin,
      schema: {
        tags: ['code'],
        summary: '复制代码生成配置',
        querystring: idQuerySchema,
        response: statusResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const source = await codeModel.detail(db, user, BigInt(request.query.id));
      if (!source)
        throw badRequest(msg('crud.notFound', { label: labelOf(codeResource.name, codeResource) }));
      const copy: Record<string, unknown> = {};
      for (const field of Object.keys(codeResource.fields)) copy[field] = source[field];
      const max = codeResource.fields.codeName.max - COPY_SUFFIX.length;
      copy.codeName = `${String(source.codeName).slice(0, max)}${COPY_SUFFIX}`;
      const id = await submitRow(codeModel, db, user, copy);
      return ok({ id: String(id) });
    },
  );

  app.post(
    '/gen-code',
    {
      preValidation: requireSuperAdmin,
      schema: {
        tags: ['code'],
        summary: '生成代码：默认回答生成的文件（预览），format=zip 回答 zip 压缩包',
        querystring: Type.Object({
          ids: Type.String({
            pattern: '^\\d{1,19}(,\\d{1,19})*$',
            format: 'blade-ids',
            maxLength: 2000,
            title: 'ids',
          }),
          // Saber sends its front-end template; the output is always this project's resources.
          system: Type.Optional(Type.String({ maxLength: 32 })),
          format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('zip')])),
        }),
        // No response schema: the answer is the envelope or the archive's bytes.
      },
    },
    async (request, reply) => {
      const ids = parseIdCsv(request.query.ids);
      const rows = await db
        .select()
        .from(bladeCode)
        .where(and(inArray(bladeCode.id, ids), eq(bladeCode.isDeleted, 0)));
      if (rows.length !== ids.length)
        throw badRequest(msg('crud.notFound', { label: labelOf(codeResource.name, codeResource) }));
      // In the order asked for, so the same ids always give the same preview and archive.
      const byId = new Map(rows.map((row) => [String(row.id), row]));
      const ordered = ids.map((id) => byId.get(String(id))!);
      const settings = [];
      for (const row of ordered) {
        settings.push({ codeName: String(row.codeName), files: await filesOf(db, row) });
      }
      const files = joinedFilesOrRefusal(settings);
      if (!Array.isArray(files)) throw badRequest(files);
      if (request.query.format !== 'zip') return ok({ files }, msg('develop.generated'));
      const name = codeArchiveName(ordered.map((row) => String(row.tableName)));
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .send(Buffer.from(zipFiles(files)));
    },
  );
};
