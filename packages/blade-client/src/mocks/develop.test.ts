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
      'packages/console/src/i18n/generated/notice.ts',
      'packages/server/test/notice.test.ts',
      'packages/server/drizzle/generated/blade_notice.sql',
      'generated/notice.md',
    ]);
    expect(files[0]).toMatchObject({ language: 'typescript' });
    expect(files[0]!.content).toContain("path: '/blade-demo/notice'");
    expect(files[0]!.content).toMatch(/category: integer\(\{ label: '通知类型'.*dict: 'notice'/);
    expect(files[3]).toMatchObject({ language: 'sql', content: expect.stringContaining('blade_notice') });
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
