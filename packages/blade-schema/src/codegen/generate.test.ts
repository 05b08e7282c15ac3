import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../define';
import * as define from '../define';
import {
  NOTICE_DEMO_CODE,
  NOTICE_DEMO_MODEL,
  NOTICE_DEMO_PROTOTYPES,
  NOTICE_TABLE_COLUMNS,
  noticeResource,
} from '../resources';
import { generateFiles } from './index';
import { evaluateDefinition, refusalOf } from './testing';

const evaluate = evaluateDefinition;

const generate = () => generateFiles(NOTICE_DEMO_CODE, NOTICE_DEMO_MODEL, NOTICE_DEMO_PROTOTYPES);

describe('generateFiles (研发工具 › 代码生成), on the seeded demo setting', () => {
  const files = generate();
  const byLanguage = (language: string) => files.filter((file) => file.language === language);

  it('writes the definition, its server test and a README of the steps left, named after the setting', () => {
    expect(files.map((file) => file.path)).toEqual([
      'packages/blade-schema/src/resources/demo/notice.ts',
      'packages/server/test/notice.test.ts',
      'generated/notice.md',
    ]);
    expect(byLanguage('typescript')).toHaveLength(2);
    expect(byLanguage('markdown')).toHaveLength(1);
  });

  it('gives the same files for the same inputs', () => {
    expect(generate()).toEqual(files);
  });

  it('lists every other file in the README, with the API path and the console route', () => {
    const readme = byLanguage('markdown')[0]?.content ?? '';
    for (const file of files.slice(0, -1)) expect(readme).toContain(`- \`${file.path}\``);
    expect(readme).toContain('`/api/blade-demo/notice`');
    expect(readme).toContain(`\`${NOTICE_DEMO_CODE.webPath}\``);
  });

  it('declares blade_notice as the hand-written notice definition does: the same fields, kinds, searches and dictionaries', () => {
    const generated = evaluate(files[0]?.content ?? '');
    expect(generated).toMatchObject({
      name: 'notice',
      label: NOTICE_DEMO_CODE.codeName,
      table: noticeResource.table,
      path: '/blade-demo/notice',
    });
    expect(Object.keys(generated.fields)).toEqual(Object.keys(noticeResource.fields));
    for (const [name, field] of Object.entries<FieldDef>(noticeResource.fields)) {
      const ours = generated.fields[name];
      expect(ours?.kind, name).toBe(field.kind);
      expect(ours?.search, name).toBe(field.search);
      expect(ours?.dict, name).toBe(field.dict);
      if (field.kind === 'text') expect(ours?.max, name).toBe(field.max);
    }
  });

  it("declares exactly blade_notice's columns (its table and migration derive from the definition)", () => {
    const generated = evaluate(files[0]?.content ?? '');
    const columns = [
      'id',
      'tenant_id',
      ...Object.entries(generated.fields).map(([name, field]) => define.columnName(name, field)),
      ...define.AUDIT_FIELDS.map(define.snakeCase),
    ];
    expect(columns.sort()).toEqual(NOTICE_TABLE_COLUMNS.map((column) => column.name).sort());
  });

  it('names the module after the model when the setting has no name, and wants one of them', () => {
    const unnamed = { ...NOTICE_DEMO_CODE, codeName: '  ' };
    const [definition] = generateFiles(unnamed, NOTICE_DEMO_MODEL, NOTICE_DEMO_PROTOTYPES);
    expect(evaluate(definition?.content ?? '').label).toBe(NOTICE_DEMO_MODEL.modelName);
    const nameless = () =>
      generateFiles(unnamed, { ...NOTICE_DEMO_MODEL, modelName: '' }, NOTICE_DEMO_PROTOTYPES);
    expect(refusalOf(nameless)).toBe('模块名称不能为空');
    expect(refusalOf(nameless, 'en')).toBe('Module name is required');
  });

  it('refuses a bad setting in a person’s words before writing anything', () => {
    expect(
      refusalOf(() =>
        generateFiles(
          { ...NOTICE_DEMO_CODE, serviceName: 'Blade Demo' },
          NOTICE_DEMO_MODEL,
          NOTICE_DEMO_PROTOTYPES,
        ),
      ),
    ).toBe('服务名称「Blade Demo」不合法：小写字母、数字与连字符');
    const badPath = () =>
      generateFiles(
        { ...NOTICE_DEMO_CODE, webPath: 'demo/notice' },
        NOTICE_DEMO_MODEL,
        NOTICE_DEMO_PROTOTYPES,
      );
    expect(refusalOf(badPath)).toBe('前端路径「demo/notice」不合法：形如 /logistics/shipment');
    expect(refusalOf(badPath, 'en')).toBe(
      'Front-end path "demo/notice" is not valid: it should look like /logistics/shipment',
    );
  });
});
