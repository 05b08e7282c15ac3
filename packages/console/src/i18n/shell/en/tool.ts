import type { tool as zh } from '../zh/tool';

/** 研发工具: data models, code generation, data sources, English. */
export const tool: typeof zh = {
  model: {
    fromTable: 'Create a model from a table',
    datasource: 'Data source',
    ownDatabase: 'This system’s database',
    table: 'Table',
    create: 'Create model',
    editColumns: 'Columns',
    columnsOf: 'Columns of {{table}}',
    prototypes: 'Model columns',
    save: 'Save',
    labelOf: 'Label of {{column}}',
    propertyOf: 'Field name of {{column}}',
    componentOf: 'Control of {{column}}',
    dictOf: 'Dictionary code of {{column}}',
    rules: { datasourceId: 'Select a data source' },
    columns: {
      jdbcName: 'Column',
      jdbcType: 'Column type',
      jdbcComment: 'Label',
      propertyName: 'Field',
      propertyType: 'TS type',
      componentType: 'Control',
      dictCode: 'Dictionary',
      isRequired: 'Required',
      isList: 'In list',
      isQuery: 'Searchable',
      isForm: 'In form',
    },
    components: {
      input: 'Text',
      number: 'Number',
      textarea: 'Long text',
      select: 'Select',
      date: 'Date and time',
      upload: 'Image upload',
    },
  },
  code: {
    generate: 'Generate',
    copy: 'Copy',
    preview: 'Code preview',
    files: 'Generated files',
    download: 'Download zip',
    rules: { modelId: 'Select a data model' },
  },
  datasource: {
    rules: {
      name: 'Enter data source name',
      driverClass: 'Enter driver class',
      url: 'Enter JDBC URL',
      username: 'Enter user name',
    },
  },
};
