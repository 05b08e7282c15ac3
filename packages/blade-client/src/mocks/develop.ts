import {
  CodegenError,
  camelCase,
  codeArchiveName,
  type GeneratedFile,
  generateFiles,
  isPostgresSource,
  joinedFilesOrRefusal,
  NOTICE_TABLE_COLUMNS,
  notPostgresMessage,
  OWN_DATASOURCE_ID,
  type PrototypeInput,
  proposePrototype,
  type TableColumn,
  tsType,
} from '@blade-console/blade-schema';
import { strToU8, zipSync } from 'fflate';
import { HttpResponse } from 'msw';
import { fail, type MockRow, ok } from './respond';
import { csv, type MockRoutes } from './routes';
import { zh } from './say';
import { withMaskedSecret } from './secrets';
import type { MockStore } from './store';

const D = '/blade-develop';

/**
 * The tables the mocks pretend every readable data source has (the own database and any PostgreSQL
 * one): `blade_notice` as the server has it, and one more.
 */
const TABLES: Record<string, { comment: string; columns: readonly TableColumn[] }> = {
  blade_notice: { comment: '通知公告', columns: NOTICE_TABLE_COLUMNS },
  blade_param: {
    comment: '参数表',
    columns: [
      { name: 'id', type: 'bigint', comment: '主键', notNull: true },
      { name: 'param_name', type: 'character varying(255)', comment: '参数名', notNull: true },
      { name: 'param_key', type: 'character varying(255)', comment: '参数键', notNull: true },
      { name: 'param_value', type: 'character varying(255)', comment: '参数值', notNull: true },
      { name: 'remark', type: 'character varying(255)', comment: '备注', notNull: false },
    ],
  },
};

/**
 * Why the server's catalog (services/develop/catalog.ts) would refuse to read `datasourceId`:
 * missing, unknown or removed, or not PostgreSQL. Undefined when it can be read.
 */
function refusedSource(store: MockStore, datasourceId: string | null): string | undefined {
  if (!datasourceId) return '缺少必要的请求参数: datasourceId';
  if (datasourceId === OWN_DATASOURCE_ID) return undefined;
  const source = store.find('datasource', datasourceId);
  if (!source || source.isDeleted === 1) return '数据源不存在或已被删除';
  const kind = { name: String(source.name ?? ''), driverClass: String(source.driverClass ?? '') };
  return isPostgresSource({ ...kind, url: String(source.url ?? '') }) ? undefined : notPostgresMessage(kind);
}

const prototypesOf = (store: MockStore, modelId: string | null) =>
  store
    .table('modelPrototype')
    .filter((row) => row.modelId === modelId && row.isDeleted !== 1)
    .sort((a, b) => Number(a.sort ?? 0) - Number(b.sort ?? 0));

/** A model's stored columns, or those its table proposes (as the server's `model-prototype`). */
function columnsOf(store: MockStore, model: MockRow): PrototypeInput[] {
  const stored = prototypesOf(store, String(model.id));
  if (stored.length) return stored as unknown as PrototypeInput[];
  return (TABLES[String(model.modelTable)]?.columns ?? []).map(proposePrototype);
}

/** The server's generation (services/develop/code.ts) with the same pure generator. */
function filesOf(store: MockStore, code: MockRow): GeneratedFile[] | string {
  const codeName = String(code.codeName ?? '');
  const model = code.modelId ? store.find('model', String(code.modelId)) : undefined;
  if (!model) return `代码生成配置「${codeName}」的数据模型不存在或已被删除`;
  const text = (value: unknown) => (value === undefined || value === null ? null : String(value));
  try {
    return generateFiles(
      {
        serviceName: String(code.serviceName ?? ''),
        codeName,
        tableName: String(code.tableName ?? ''),
        tablePrefix: text(code.tablePrefix),
        pkName: text(code.pkName),
        packageName: String(code.packageName ?? ''),
        webPath: text(code.webPath),
      },
      {
        modelName: String(model.modelName ?? ''),
        modelTable: String(model.modelTable ?? ''),
        modelRemark: text(model.modelRemark),
      },
      columnsOf(store, model),
    );
  } catch (error) {
    if (error instanceof CodegenError) return `代码生成配置「${codeName}」：${zh(error.said)}`;
    throw error;
  }
}

function zipOf(files: readonly GeneratedFile[], name: string): Response {
  const archive = zipSync(Object.fromEntries(files.map((file) => [file.path, strToU8(file.content)])));
  return new HttpResponse(archive as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  });
}

/** `/blade-develop` models and code generation, answering as the server does. */
export function developHandlers({ get, post, crud }: MockRoutes, store: MockStore): void {
  get(`${D}/datasource/select`, () =>
    ok(store.table('datasource').map((row) => withMaskedSecret('datasource', row))),
  );
  crud(`${D}/model`, 'model');
  get(`${D}/model/table-list`, ({ query }) => {
    const refused = refusedSource(store, query.get('datasourceId'));
    if (refused) return fail(refused);
    return ok(Object.entries(TABLES).map(([name, { comment }]) => ({ name, comment })));
  });
  get(`${D}/model/table-info`, ({ query }) => {
    const modelId = query.get('modelId');
    const model = modelId ? store.find('model', modelId) : undefined;
    if (modelId && !model) return fail('数据模型不存在或已被删除');
    const refused = refusedSource(store, model ? String(model.datasourceId) : query.get('datasourceId'));
    if (refused) return fail(refused);
    const name = String(model?.modelTable ?? query.get('tableName') ?? '');
    const table = TABLES[name];
    if (!table) return fail(`数据表「${name}」不存在`);
    return ok({
      name,
      comment: table.comment,
      fields: table.columns.map((column) => ({
        ...column,
        notNull: column.notNull === true,
        propertyName: camelCase(column.name),
        propertyType: tsType(column.type),
      })),
    });
  });
  get(`${D}/model/model-prototype`, ({ query }) => {
    const model = store.find('model', query.get('modelId') ?? '');
    if (!model) return fail('数据模型不存在或已被删除');
    const stored = prototypesOf(store, String(model.id));
    if (stored.length) return ok(stored);
    return ok(columnsOf(store, model).map((row, sort) => ({ ...row, modelId: String(model.id), sort })));
  });
  get(`${D}/model-prototype/select`, ({ query }) => ok(prototypesOf(store, query.get('modelId'))));
  post(`${D}/model-prototype/submit-list`, async ({ request }) => {
    const body: unknown = await request.json().catch(() => []);
    for (const row of Array.isArray(body) ? body : []) store.submit('modelPrototype', row as MockRow);
    return ok({});
  });
  crud(`${D}/code`, 'code');
  post(`${D}/code/copy`, ({ query }) => {
    const source = store.find('code', query.get('id') ?? '');
    if (!source) return fail('代码生成配置不存在');
    return ok(
      store.submit('code', { ...source, id: undefined, codeName: `${String(source.codeName)}-copy` }),
    );
  });
  post(`${D}/code/gen-code`, ({ query }) => {
    const codes = csv(query.get('ids')).map((id) => store.find('code', id));
    if (!codes.length || codes.some((code) => !code)) return fail('代码生成配置不存在或已被删除');
    const settings = [];
    for (const code of codes as MockRow[]) {
      const made = filesOf(store, code);
      if (typeof made === 'string') return fail(made);
      settings.push({ codeName: String(code.codeName ?? ''), files: made });
    }
    const files = joinedFilesOrRefusal(settings);
    if (!Array.isArray(files)) return fail(zh(files) ?? '');
    if (query.get('format') !== 'zip') return ok({ files }, '代码生成成功');
    return zipOf(files, codeArchiveName((codes as MockRow[]).map((code) => String(code.tableName))));
  });
}
