import { describe, expect, it } from 'vitest';
import { snakeCase } from '../define';
import { NOTICE_DEMO_CODE } from '../resources';
import { proposePrototype } from './columns';
import {
  CodegenError,
  consoleRoute,
  fieldSpecs,
  humanise,
  moduleFolder,
  needsColumn,
  resourceName,
  sampleValue,
  servicePath,
} from './fields';
import { refusalOf, SHIPMENT_CODE } from './testing';
import type { CodeInput, PrototypeInput } from './types';

const code: CodeInput = SHIPMENT_CODE;

/** A prototype as the model page saves it: proposed from the column, then edited. */
const prototype = (name: string, type: string, edits: Partial<PrototypeInput> = {}): PrototypeInput => ({
  ...proposePrototype({ name, type }),
  ...edits,
});

describe('names and paths of a code-generation setting', () => {
  it('names the resource after the table without its prefix, in camelCase', () => {
    expect(resourceName(code)).toBe('shipment');
    expect(resourceName({ ...code, tableName: 'demo_ship_order' })).toBe('shipOrder');
    expect(resourceName({ ...code, tablePrefix: null })).toBe('demoShipment');
    // A prefix the table does not start with is not stripped.
    expect(resourceName({ ...code, tablePrefix: 'blade_' })).toBe('demoShipment');
    expect(resourceName({ ...code, tablePrefix: 'demo' })).toBe('shipment');
  });

  it('refuses a table name that is no plain SQL name, or whose resource name would not be one', () => {
    expect(() => resourceName({ ...code, tableName: 'Demo-Shipment' })).toThrow(CodegenError);
    expect(refusalOf(() => resourceName({ ...code, tableName: 'demo_shipment; drop table x' }))).toBe(
      '表名「demo_shipment; drop table x」不合法',
    );
    expect(refusalOf(() => resourceName({ ...code, tableName: 'demo_1x', tablePrefix: 'demo_' }))).toBe(
      '表名「demo_1x」去掉前缀后不能作为资源名',
    );
    expect(refusalOf(() => resourceName({ ...code, tableName: 'demo_1x', tablePrefix: 'demo_' }), 'en')).toBe(
      'Table name "demo_1x" cannot be used as a resource name once its prefix is removed',
    );
  });

  it('takes the module folder from the last segment of the package', () => {
    expect(moduleFolder(code)).toBe('logistics');
    expect(moduleFolder({ ...code, packageName: ' desk ' })).toBe('desk');
    for (const bad of ['org.blade.', 'org.blade.1x', 'org.blade.my-area']) {
      expect(() => moduleFolder({ ...code, packageName: bad }), bad).toThrow(CodegenError);
    }
    expect(refusalOf(() => moduleFolder({ ...code, packageName: 'org.blade.1x' }))).toBe(
      '包名「org.blade.1x」不合法：末段须为字母开头的字母或数字',
    );
    expect(refusalOf(() => moduleFolder({ ...code, packageName: 'org.blade.1x' }), 'en')).toBe(
      'Package name "org.blade.1x" is not valid: its last segment must be letters or digits, starting with a letter',
    );
  });

  it('serves the API under the service name and routes the page under the folder unless told', () => {
    expect(servicePath(code, 'shipment')).toBe('/blade-logistics/shipment');
    expect(refusalOf(() => servicePath({ ...code, serviceName: 'Blade Logistics' }, 'shipment'))).toBe(
      '服务名称「Blade Logistics」不合法：小写字母、数字与连字符',
    );
    expect(refusalOf(() => servicePath({ ...code, serviceName: 'Blade Logistics' }, 'shipment'), 'en')).toBe(
      'Service name "Blade Logistics" is not valid: use lowercase letters, digits and hyphens',
    );
    expect(consoleRoute(code, 'logistics', 'shipment')).toBe('/logistics/shipment');
    expect(consoleRoute({ ...code, webPath: '/website/ship' }, 'logistics', 'shipment')).toBe(
      '/website/ship',
    );
    expect(consoleRoute({ ...code, webPath: '  ' }, 'logistics', 'shipment')).toBe('/logistics/shipment');
    for (const bad of ['website/ship', '/website/', '/a b', 'http://x/y']) {
      expect(() => consoleRoute({ ...code, webPath: bad }, 'logistics', 'shipment'), bad).toThrow(
        CodegenError,
      );
    }
    expect(refusalOf(() => consoleRoute({ ...code, webPath: '/a b' }, 'logistics', 'shipment'), 'en')).toBe(
      'Front-end path "/a b" is not valid: it should look like /logistics/shipment',
    );
  });
});

describe('fieldSpecs: one field per column', () => {
  it('leaves out the primary key, the tenant and the audit columns', () => {
    const specs = fieldSpecs(
      [
        prototype('id', 'bigint'),
        prototype('ship_id', 'bigint'),
        prototype('tenant_id', 'varchar(12)'),
        prototype('ship_no', 'varchar(32)'),
        prototype('create_time', 'timestamp(3) without time zone'),
        prototype('is_deleted', 'integer'),
      ],
      { ...code, pkName: 'ship_id' },
    );
    // `id` stays implicit too: every generated table has one (tableFor).
    expect(specs.map((spec) => spec.column)).toEqual(['ship_no']);
  });

  it('gives text and url fields the column length, else 255 and 500', () => {
    const [sized, unsized, link, longLink] = fieldSpecs(
      [
        prototype('ship_no', 'character varying(32)'),
        prototype('note', 'uuid'),
        prototype('cover', 'text', { componentType: 'upload' }),
        prototype('photo_url', 'varchar(1000)'),
      ],
      code,
    );
    expect([sized?.kind, sized?.max]).toEqual(['text', 32]);
    expect([unsized?.kind, unsized?.max]).toEqual(['text', 255]);
    expect([link?.kind, link?.max, link?.control]).toEqual(['url', 500, 'image']);
    expect([longLink?.kind, longLink?.max]).toEqual(['url', 1000]);
  });

  it('carries the label, requirement, search, dictionary and layout the prototype asks for', () => {
    const [status, title, body, at] = fieldSpecs(
      [
        prototype('status_code', 'integer', {
          jdbcComment: ' 状态 ',
          componentType: 'select',
          dictCode: ' order_status ',
          isQuery: 1,
          isRequired: 1,
        }),
        prototype('title', 'varchar(64)', { isQuery: 1 }),
        prototype('body', 'varchar(2000)', { isList: 0 }),
        prototype('arrived_at', 'timestamp(3) without time zone', { isQuery: 1, isForm: 0 }),
      ],
      code,
    );
    expect(status).toMatchObject({
      name: 'statusCode',
      label: '状态',
      kind: 'integer',
      required: true,
      dict: 'order_status',
      search: 'equal',
    });
    expect(title).toMatchObject({ label: 'title', search: 'like', required: false, hideInTable: false });
    // A long varchar is a textarea on a row of its own, out of the table.
    expect(body).toMatchObject({ kind: 'text', control: 'textarea', span: 24, hideInTable: true });
    expect(body?.search).toBeUndefined();
    // Not in the form and not required: set by the server only.
    expect(at).toMatchObject({ kind: 'datetime', search: 'range', readOnly: true });
  });

  it('takes a dictionary only for a select, and keeps a required field out of the form writable', () => {
    const [plain, hidden] = fieldSpecs(
      [
        prototype('kind', 'integer', { dictCode: 'sex', componentType: 'number', isQuery: 1 }),
        prototype('code', 'varchar(12)', { isForm: 0, isRequired: 1 }),
      ],
      code,
    );
    expect(plain?.dict).toBeUndefined();
    expect(plain?.search).toBe('equal');
    expect(hidden?.readOnly).toBe(false);
  });

  it('refuses bad or repeated names and a model with nothing to generate', () => {
    const badColumn = () => fieldSpecs([prototype('Bad Column', 'text')], code);
    expect(refusalOf(badColumn)).toBe('列名「Bad Column」不合法');
    expect(refusalOf(badColumn, 'en')).toBe('Column name "Bad Column" is not valid');
    const badName = () => fieldSpecs([prototype('a', 'text', { propertyName: 'not-a-name' })], code);
    expect(refusalOf(badName)).toBe('字段名「not-a-name」（列 a）不合法');
    expect(refusalOf(badName, 'en')).toBe('Field name "not-a-name" (column a) is not valid');
    const twice = () =>
      fieldSpecs(
        [prototype('ship_no', 'text'), prototype('shipno', 'text', { propertyName: 'shipNo' })],
        code,
      );
    expect(refusalOf(twice)).toBe('字段名「shipNo」重复');
    expect(refusalOf(twice, 'en')).toBe('Field name "shipNo" is used more than once');
    const nothing = () => fieldSpecs([prototype('id', 'bigint'), prototype('create_user', 'bigint')], code);
    expect(refusalOf(nothing)).toBe('数据模型没有可生成的字段');
    expect(refusalOf(nothing, 'en')).toBe('The data model has no fields to generate');
    // `message` is the key, for logs: saying it would load i18next wherever definitions are imported.
    expect(nothing).toThrow('codegen.noFields');
  });

  it("names a field by its column's camelCase when the prototype has no property name", () => {
    const [spec] = fieldSpecs([prototype('ship_no', 'varchar(9)', { propertyName: '  ' })], code);
    expect(spec?.name).toBe('shipNo');
    expect(needsColumn(spec!)).toBe(false);
  });

  it('needs an explicit column exactly when the snake_case of the name is not the column', () => {
    const specs = fieldSpecs(
      [
        prototype('ship_no', 'varchar(9)'),
        prototype('address_2', 'varchar(9)'),
        prototype('legacy_col', 'varchar(9)', { propertyName: 'renamed' }),
      ],
      code,
    );
    for (const spec of specs)
      expect(needsColumn(spec), spec.column).toBe(snakeCase(spec.name) !== spec.column);
    expect(specs.map(needsColumn)).toEqual([false, true, true]);
  });
});

describe('samples and labels', () => {
  it('samples a value of each kind within its length', () => {
    const specs = fieldSpecs(
      [
        prototype('a', 'varchar(3)'),
        prototype('b', 'integer'),
        prototype('c', 'numeric(12,2)'),
        prototype('d', 'timestamp'),
        prototype('e', 'bigint'),
        prototype('f', 'text'),
        prototype('cover', 'varchar(10)'),
      ],
      code,
    );
    for (const spec of specs) {
      const value = sampleValue(spec);
      if (spec.max !== undefined) expect(String(value).length, spec.name).toBeLessThanOrEqual(spec.max);
      expect(typeof value, spec.name).toBe(
        spec.kind === 'integer' || spec.kind === 'decimal' ? 'number' : 'string',
      );
    }
  });

  it('makes an English skeleton label of a camelCase name', () => {
    expect(humanise('shipNo')).toBe('Ship no');
    expect(humanise('address2Line')).toBe('Address2 line');
    expect(humanise('title')).toBe('Title');
  });

  it("reads the demo setting's names", () => {
    expect(resourceName(NOTICE_DEMO_CODE)).toBe('notice');
    expect(moduleFolder(NOTICE_DEMO_CODE)).toBe('demo');
  });
});
