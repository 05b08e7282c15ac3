import { NOTICE_DEMO_PROTOTYPES } from '@blade-console/blade-schema';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { BladeApiError } from '../core/errors';
import { mockTestBed } from './testBed';

const { store, client } = mockTestBed();

const demoCode = () => store.table('code').find((row) => row.tableName === 'blade_notice')!;

describe('develop mocks: gen-code answers like the server', () => {
  it('previews the files the generator writes for the seeded blade_notice demo', async () => {
    const { files } = await client.develop.code.genCodeFiles(String(demoCode().id));
    expect(files.map((file) => file.path)).toEqual([
      'packages/blade-schema/src/resources/demo/notice.ts',
      'packages/server/test/notice.test.ts',
      'generated/notice.md',
    ]);
    expect(files[0]).toMatchObject({ language: 'typescript' });
    expect(files[0]!.content).toContain("path: '/blade-demo/notice'");
    expect(files[0]!.content).toMatch(/category: integer\(\{ label: '通知类型'.*dict: 'notice'/);
    expect(files[1]).toMatchObject({
      language: 'typescript',
      content: expect.stringContaining('noticeResource'),
    });
  });

  it("answers genCode (Saber's call, system=saber) with the same files as the preview", async () => {
    const id = String(demoCode().id);
    const { files } = await client.develop.code.genCode(id);
    expect(files).toEqual((await client.develop.code.genCodeFiles(id)).files);
    expect(files.map((file) => file.path)).toContain('packages/server/test/notice.test.ts');
  });

  it('uses the model columns as saved: an edited label shows in the generated definition', async () => {
    const modelId = String(demoCode().modelId);
    const columns = await client.develop.modelPrototype.select(modelId);
    expect(columns).toHaveLength(NOTICE_DEMO_PROTOTYPES.length);
    await client.develop.modelPrototype.submitList(
      columns.map((column) =>
        column.jdbcName === 'title' ? { ...column, jdbcComment: '公告标题' } : column,
      ),
    );
    const { files } = await client.develop.code.genCodeFiles(String(demoCode().id));
    expect(files[0]!.content).toContain("title: text(255, { label: '公告标题'");
  });

  it('downloads the same files as a zip, named after the table', async () => {
    const id = String(demoCode().id);
    const { files } = await client.develop.code.genCodeFiles(id);
    const { blob, filename } = await client.develop.code.genCodeZip(id);
    expect(filename).toBe('blade_notice-code.zip');
    const entries = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    expect(Object.keys(entries)).toEqual(files.map((file) => file.path));
    expect(strFromU8(entries[files[0]!.path]!)).toBe(files[0]!.content);
  });

  it('refuses an unknown setting and one whose model is gone, in words', async () => {
    await expect(client.develop.code.genCodeFiles('999')).rejects.toThrow('代码生成配置不存在或已被删除');
    await client.develop.model.remove([String(demoCode().modelId)]);
    const refused = await client.develop.code.genCodeFiles(String(demoCode().id)).catch((error) => error);
    expect(refused).toBeInstanceOf(BladeApiError);
    expect((refused as BladeApiError).message).toBe('代码生成配置「通知公告」的数据模型不存在或已被删除');
  });

  it('proposes the columns of a table for a new model', async () => {
    const tables = await client.develop.model.tableList('0');
    expect(tables).toContainEqual({ name: 'blade_param', comment: '参数表' });
    await client.develop.model.submit({
      datasourceId: '0',
      modelName: '参数表',
      modelCode: 'param',
      modelTable: 'blade_param',
    });
    const model = store.table('model').find((row) => row.modelTable === 'blade_param')!;
    const proposed = await client.develop.model.modelPrototype(String(model.id));
    expect(proposed.map((row) => row.jdbcName)).toEqual([
      'id',
      'param_name',
      'param_key',
      'param_value',
      'remark',
    ]);
    expect(proposed[1]).toMatchObject({ propertyName: 'paramName', isRequired: 1, componentType: 'input' });
  });
});

describe('develop mocks: the catalog reads only the data sources the server can read', () => {
  const mysql = () => store.table('datasource').find((row) => row.name === 'mysql')!;
  const NOT_POSTGRES =
    '数据源「mysql」（com.mysql.cj.jdbc.Driver）不是 PostgreSQL：目前只能读取本系统数据库和 PostgreSQL 数据源的表';

  it('refuses an unknown data source and a MySQL one, as the server does', async () => {
    await expect(client.develop.model.tableList('424242')).rejects.toThrow('数据源不存在或已被删除');
    await expect(client.develop.model.tableList(String(mysql().id))).rejects.toThrow(NOT_POSTGRES);
    await expect(
      client.develop.model.tableInfo({ datasourceId: String(mysql().id), tableName: 'blade_param' }),
    ).rejects.toThrow(NOT_POSTGRES);
    await expect(
      client.develop.model.tableInfo({ datasourceId: '424242', tableName: 'blade_param' }),
    ).rejects.toThrow('数据源不存在或已被删除');
  });

  it("reads a model's table through the model's data source", async () => {
    const model = store.submit('model', {
      datasourceId: String(mysql().id),
      modelName: '参数',
      modelCode: 'param',
      modelTable: 'blade_param',
    });
    await expect(client.develop.model.tableInfo({ modelId: String(model.id) })).rejects.toThrow(NOT_POSTGRES);
    await expect(client.develop.model.tableInfo({ modelId: '999' })).rejects.toThrow(
      '数据模型不存在或已被删除',
    );
  });

  it('reads the own database and a PostgreSQL data source', async () => {
    const postgres = store.submit('datasource', {
      name: 'pg-orders',
      driverClass: 'org.postgresql.Driver',
      url: 'jdbc:postgresql://db:5432/orders',
      username: 'orders',
    });
    for (const source of ['0', String(postgres.id)]) {
      expect(await client.develop.model.tableList(source)).toContainEqual({
        name: 'blade_param',
        comment: '参数表',
      });
      const info = await client.develop.model.tableInfo({ datasourceId: source, tableName: 'blade_param' });
      expect(info.fields.map((field) => field.name)).toContain('param_key');
    }
  });
});

describe('develop mocks: gen-code with several settings', () => {
  it('refuses a setting and its copy together: both write the same files', async () => {
    const original = demoCode();
    await client.develop.code.copy(String(original.id));
    const copy = store.table('code').find((row) => row.codeName === '通知公告-copy')!;
    await expect(client.develop.code.genCodeFiles([String(original.id), String(copy.id)])).rejects.toThrow(
      '代码生成配置「通知公告」和「通知公告-copy」都会生成 packages/blade-schema/src/resources/demo/notice.ts，' +
        '不能一起生成：请分开生成，或修改其中一个的表名、表前缀或包名',
    );
    // Another table for the copy, and the two zip together under the server's name for several.
    store.submit('code', { ...copy, tableName: 'blade_param', tablePrefix: 'blade_' });
    const { blob, filename } = await client.develop.code.genCodeZip([String(original.id), String(copy.id)]);
    expect(filename).toBe('blade-code.zip');
    const paths = Object.keys(unzipSync(new Uint8Array(await blob.arrayBuffer())));
    expect(paths).toHaveLength(6);
    expect(paths).toContain('packages/blade-schema/src/resources/demo/param.ts');
  });
});
