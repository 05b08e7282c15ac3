import { datasourceResource } from '@blade-console/blade-schema';
import type { BladeHttp } from '../core/http';
import { joinIds } from '../core/query';
import type {
  Code,
  Datasource,
  DatasourceFilters,
  GeneratedCode,
  Model,
  ModelPrototype,
  TableInfo,
  TableSummary,
} from '../types/develop';
import type { Id } from '../types/envelope';
import { crudResource, type MutationResult, resourceApi } from './crud';

const DEVELOP = '/blade-develop';

/** `/blade-develop`: data sources, models and code generation. */
export function createDevelopApi(http: BladeHttp) {
  return {
    datasource: {
      ...resourceApi<typeof datasourceResource, DatasourceFilters>(http, datasourceResource),
      /** Every data source (pickers: a tenant's data source, a model's). */
      select: () => http.get<Datasource[]>(`${DEVELOP}/datasource/select`),
    },
    model: {
      ...crudResource<Model>(http, `${DEVELOP}/model`),
      tableList: (datasourceId: Id) =>
        http.get<TableSummary[]>(`${DEVELOP}/model/table-list`, { datasourceId }),
      tableInfo: (input: { modelId: Id } | { tableName: string; datasourceId: Id }) =>
        http.get<TableInfo>(`${DEVELOP}/model/table-info`, input),
      /** The model's columns as stored, or derived from its table when none are stored yet. */
      modelPrototype: (modelId: Id) =>
        http.get<ModelPrototype[]>(`${DEVELOP}/model/model-prototype`, { modelId }),
    },
    modelPrototype: {
      submitList: (prototypes: readonly Partial<ModelPrototype>[]) =>
        http.post<MutationResult>(`${DEVELOP}/model-prototype/submit-list`, prototypes),
      select: (modelId: Id) => http.get<ModelPrototype[]>(`${DEVELOP}/model-prototype/select`, { modelId }),
    },
    code: {
      ...crudResource<Code>(http, `${DEVELOP}/code`),
      copy: (id: Id) => http.postQuery<MutationResult>(`${DEVELOP}/code/copy`, { id }),
      /**
       * Generates code for the settings, answering the files as {@link genCodeFiles} does. `system`
       * is Saber's front-end template, accepted for compatibility: the output is always this
       * project's resources.
       */
      genCode: (ids: Id | readonly Id[], system = 'saber') =>
        http.postQuery<GeneratedCode>(`${DEVELOP}/code/gen-code`, { ids: joinIds(ids), system }),
      /** The files a generation writes (resource definition, strings, test, migration), for a preview. */
      genCodeFiles: (ids: Id | readonly Id[]) =>
        http.postQuery<GeneratedCode>(`${DEVELOP}/code/gen-code`, { ids: joinIds(ids), format: 'json' }),
      /** The same files as a zip archive (`format=zip`). */
      genCodeZip: (ids: Id | readonly Id[]) =>
        http.download(`${DEVELOP}/code/gen-code`, {
          method: 'POST',
          params: { ids: joinIds(ids), format: 'zip' },
        }),
    },
  };
}

export type DevelopApi = ReturnType<typeof createDevelopApi>;
