import type { ComponentType } from '../resources/develop/modelPrototype';

/** A column of a table as the catalog describes it (`model/table-info`). */
export interface TableColumn {
  name: string;
  /** PostgreSQL's `format_type`: `character varying(100)`, `integer`, `numeric(12,2)`, `text`, … */
  type: string;
  comment?: string;
  /** NOT NULL without a default. */
  notNull?: boolean;
}

/** One column of a model as the generator reads it (a `blade_model_prototype` row). */
export interface PrototypeInput {
  jdbcName: string;
  jdbcType: string;
  jdbcComment?: string | null;
  propertyName: string;
  propertyType?: string | null;
  componentType?: ComponentType | string | null;
  dictCode?: string | null;
  isRequired?: number | null;
  isList?: number | null;
  isForm?: number | null;
  isQuery?: number | null;
  isRow?: number | null;
}

/** The model a generation uses (a `blade_model` row). */
export interface ModelInput {
  modelName: string;
  modelTable: string;
  modelRemark?: string | null;
}

/** A code-generation setting (a `blade_code` row). */
export interface CodeInput {
  /** Service segment of the API path: `blade-logistics` → `/blade-logistics/<name>`. */
  serviceName: string;
  /** What one row is called (Chinese, the label of the resource): `货运单`. */
  codeName: string;
  tableName: string;
  /** Stripped from the table name to name the resource: `demo_` + `demo_shipment` → `shipment`. */
  tablePrefix?: string | null;
  pkName?: string | null;
  /** The folder under `blade-schema/src/resources/` (the area): `logistics`. */
  packageName: string;
  /** The console route of the menu entry: `/logistics/shipment` (default `/<package>/<name>`). */
  webPath?: string | null;
}

/** One generated file: its path from the workspace root and its text. */
export interface GeneratedFile {
  path: string;
  /** For the preview's highlighter. */
  language: 'typescript' | 'sql' | 'markdown';
  content: string;
}
