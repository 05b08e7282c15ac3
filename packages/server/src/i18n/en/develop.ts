import type { AreaLike } from '@blade-console/blade-schema';
import type { DEVELOP_ZH } from '../zh/develop';

export const DEVELOP_EN = {
  noModelChosen: 'The code generation setting "{{name}}" has no data model chosen',
  modelGone: 'The data model of the code generation setting "{{name}}" does not exist or was removed',
  codegenRefused: 'Code generation setting "{{name}}": {{reason}}',
  generated: 'Code generated',
  badTableName:
    'The table name "{{name}}" is not valid: use only letters, digits and underscores, and do not start with a digit',
  badUrl: 'The JDBC URL of the data source "{{name}}" cannot be read',
  cannotConnect: 'Cannot connect to the data source "{{name}}": {{reason}}',
  connectFailed: 'the connection failed',
  queryFailed: 'The data source "{{name}}" could not answer: {{reason}}',
  notPostgres:
    'The data source "{{name}}" ({{driver}}) is not PostgreSQL: only the tables of this system\'s database and of PostgreSQL data sources can be read',
  noTable: 'The table "{{name}}" does not exist',
  badComponentType: 'The component type "{{type}}" is not valid: choose one of {{allowed}}',
} as const satisfies AreaLike<typeof DEVELOP_ZH>;
