import type { datasourceResource, WireRow } from '@blade-console/blade-schema';
import type { Id } from './envelope';
import type { Audit } from './system';

/**
 * `blade_datasource` (blade-api.md §6.4): fields from the definition (`datasourceResource`). The
 * password is stored and returned as plain text.
 */
export type Datasource = WireRow<typeof datasourceResource>;

/** Filters of `datasource/list` (map filters: no suffix = LIKE, `_equal` = exact). */
export interface DatasourceFilters {
  name?: string;
  driverClass?: string;
  url?: string;
  username?: string;
  remark?: string;
}

/** `blade_code`: a code-generation setting (blade-api.md §6.4). */
export interface Code {
  id?: Id;
  datasourceId?: Id;
  /** The model this generation uses (BladeX); optional. */
  modelId?: Id;
  serviceName: string;
  codeName: string;
  tableName: string;
  tablePrefix?: string;
  pkName: string;
  packageName: string;
  baseMode?: number;
  /** 2 = yes. */
  wrapMode?: number;
  apiPath?: string;
  webPath?: string;
  isDeleted?: number;
}

/** A data model of the code generator (BladeX `blade_model`): a table of a data source. */
export interface Model extends Audit {
  id?: Id;
  datasourceId: Id;
  modelName: string;
  modelCode: string;
  modelTable: string;
  modelClass?: string;
  modelRemark?: string;
}

/** A column of a model (BladeX `blade_model_prototype`). */
export interface ModelPrototype extends Audit {
  id?: Id;
  modelId: Id;
  jdbcName: string;
  jdbcType: string;
  jdbcComment?: string;
  propertyType?: string;
  propertyEntity?: string;
  propertyName: string;
  isList?: number;
  isForm?: number;
  isRow?: number;
  componentType?: string;
  dictCode?: string;
  isRequired?: number;
  isQuery?: number;
  queryType?: string;
}

/** `model/table-list`: a table of a data source. */
export interface TableSummary {
  name: string;
  comment?: string;
}

/** `model/table-info`: a table and its columns. */
export interface TableInfo {
  name?: string;
  comment?: string;
  fields: Array<{
    name: string;
    type: string;
    comment?: string;
    propertyName?: string;
    propertyType?: string;
    /** NOT NULL without a default (a required field). */
    notNull?: boolean;
  }>;
  [key: string]: unknown;
}

/** One file of a code generation: its path from the workspace root and its text. */
export interface GeneratedFile {
  path: string;
  language: 'typescript' | 'sql' | 'markdown';
  content: string;
}

/** `code/gen-code` (JSON): the files of every chosen setting. */
export interface GeneratedCode {
  files: GeneratedFile[];
}
