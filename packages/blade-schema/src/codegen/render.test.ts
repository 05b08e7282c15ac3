import { describe, expect, it } from 'vitest';
import type { ResourceDef } from '../define';
import * as define from '../define';
import { menuRows } from '../menus';
import { validateSubmit } from '../validate';
import { proposePrototype } from './columns';
import { fieldSpecs, humanise, sampleValue } from './fields';
import { generateFiles } from './index';
import { commentText, quote, renderDefinition, sampleRow } from './render';
import { renderServerTest } from './serverTest';
import { evaluateDefinition, SHIPMENT_CODE } from './testing';
import type { CodeInput, PrototypeInput, TableColumn } from './types';

const evaluate = evaluateDefinition;

const code: CodeInput = SHIPMENT_CODE;

/** A small table as PostgreSQL's catalog describes it (`model/table-info`). */
const SHIPMENT: readonly TableColumn[] = [
  { name: 'id', type: 'bigint', notNull: true },
  { name: 'tenant_id', type: 'character varying(12)' },
  { name: 'ship_no', type: 'character varying(32)', comment: '运单号', notNull: true },
  { name: 'goods_type', type: 'integer', comment: '货物类别' },
  { name: 'weight', type: 'numeric(12,2)', comment: '重量', notNull: true },
  { name: 'shipped_at', type: 'timestamp(3) without time zone', comment: '发货时间' },
  { name: 'carrier_id', type: 'bigint', comment: '承运商' },
  { name: 'cover_image', type: 'character varying(500)', comment: '封面' },
  { name: 'note', type: 'text', comment: '备注' },
  { name: 'create_time', type: 'timestamp(3) without time zone' },
  { name: 'is_deleted', type: 'integer' },
];

/** The prototypes of the table as a person leaves them: goods type a select of a dictionary, searchable. */
const PROTOTYPES: PrototypeInput[] = SHIPMENT.map((column) => {
  const proposed = proposePrototype(column);
  return column.name === 'goods_type'
    ? { ...proposed, componentType: 'select', dictCode: 'goods_type', isQuery: 1 }
    : column.name === 'shipped_at'
      ? { ...proposed, isQuery: 1 }
      : proposed;
});

const FIELDS = fieldSpecs(PROTOTYPES, code);
const parts = {
  name: 'shipment',
  label: '货运单',
  path: '/blade-logistics/shipment',
  table: 'demo_shipment',
  route: '/logistics/shipment',
  remark: '',
  fields: FIELDS,
  parent: 'website',
};

describe('renderDefinition', () => {
  const source = renderDefinition(parts);
  const def = evaluate(source) as ResourceDef;

  it('writes a definition that defineResource accepts, with the resource facts', () => {
    expect(def).toMatchObject({
      name: 'shipment',
      label: '货运单',
      path: '/blade-logistics/shipment',
      table: 'demo_shipment',
      en: 'Shipment',
      menu: { parent: 'website', name: '货运单', en: 'Shipment', path: '/logistics/shipment' },
    });
  });

  it('declares one field per spec, of its kind, with its rules, column and layout', () => {
    expect(Object.keys(def.fields)).toEqual(FIELDS.map((spec) => spec.name));
    for (const spec of FIELDS) {
      const field = def.fields[spec.name];
      expect(field, spec.name).toMatchObject({ kind: spec.kind, label: spec.label, en: humanise(spec.name) });
      expect(field?.max, spec.name).toBe(spec.max);
      expect(Boolean(field?.required), spec.name).toBe(spec.required);
      expect(Boolean(field?.readOnly), spec.name).toBe(spec.readOnly);
      expect(field?.search, spec.name).toBe(spec.search);
      expect(field?.dict, spec.name).toBe(spec.dict);
      expect(define.columnName(spec.name, field!), spec.name).toBe(spec.column);
      expect(field?.ui?.control, spec.name).toBe(spec.control);
      expect(field?.ui?.span, spec.name).toBe(spec.span);
      expect(Boolean(field?.ui?.hideInTable), spec.name).toBe(spec.hideInTable);
    }
  });

  it('maps the small table to the kinds its SQL types mean', () => {
    const kinds = Object.fromEntries(Object.entries(def.fields).map(([name, field]) => [name, field.kind]));
    expect(kinds).toEqual({
      shipNo: 'text',
      goodsType: 'integer',
      weight: 'decimal',
      shippedAt: 'datetime',
      carrierId: 'id',
      coverImage: 'url',
      note: 'longText',
    });
    expect(def.fields.goodsType).toMatchObject({ dict: 'goods_type', search: 'equal' });
    expect(def.fields.shippedAt?.search).toBe('range');
    expect(def.fields.shipNo).toMatchObject({ max: 32, required: true });
  });

  it('imports defineResource and exactly the builders it uses', () => {
    const imported = /^import \{ (.*) \} from '\.\.\/\.\.\/define';$/m.exec(source)?.[1]?.split(', ');
    expect(imported).toEqual(['defineResource', ...[...new Set(FIELDS.map((spec) => spec.kind))].sort()]);
  });

  it('keeps quotes, backslashes, line breaks and comment ends of labels intact and harmless', () => {
    const label = "O'Brien \\ 货运 */ 单\n第二行";
    const tricky = renderDefinition({
      ...parts,
      label,
      remark: 'ends */ here',
      fields: FIELDS.map((spec) => ({ ...spec, label })),
    });
    const evaluated = evaluate(tricky) as ResourceDef;
    expect(evaluated.label).toBe(label);
    expect(evaluated.menu?.name).toBe(label);
    for (const field of Object.values(evaluated.fields)) expect(field.label).toBe(label);
  });

  it("accepts the generated server test's sample row", () => {
    expect(validateSubmit(def, sampleRow(FIELDS))).toBeUndefined();
  });
});

describe('quote and commentText', () => {
  it('write a TypeScript string literal that reads back as the value', () => {
    for (const value of ['plain', "it's", 'back\\slash', 'two\nlines', '']) {
      expect(new Function(`return ${quote(value)};`)(), value).toBe(value);
    }
  });

  it('make a comment line that cannot close its comment', () => {
    expect(commentText('a */ b\n  c')).toBe('a * / b c');
  });
});

describe('sampleRow and the generated server test', () => {
  const withReadOnly = FIELDS.map((spec) => (spec.name === 'note' ? { ...spec, readOnly: true } : spec));

  it('samples every field a submit may write, and none the server sets', () => {
    const row = sampleRow(withReadOnly);
    expect(Object.keys(row)).toEqual(withReadOnly.filter((spec) => !spec.readOnly).map((spec) => spec.name));
    for (const spec of withReadOnly)
      if (!spec.readOnly) expect(row[spec.name], spec.name).toBe(sampleValue(spec));
  });

  it('submits the sample row, and refuses a row without the first required field', () => {
    const test = renderServerTest({
      name: 'shipment',
      label: '货运单',
      folder: 'logistics',
      table: 'demo_shipment',
      fields: withReadOnly,
    });
    const literal = /const sample: Record<string, unknown> = (\{[\s\S]*?\n\});/.exec(test)?.[1];
    expect(new Function(`return ${literal};`)()).toEqual(sampleRow(withReadOnly));
    const required = withReadOnly.find((spec) => spec.required && !spec.readOnly);
    expect(required?.name).toBe('shipNo');
    expect(test).toContain("it('refuses a row without shipNo, naming the field'");
    expect(test).toContain(`msg: '${required!.label}不能为空'`);
    expect(test).toContain("from '@blade-console/blade-schema/resources/logistics/shipment'");
    // Served because it is registered, over the table its migration made: no table of its own.
    expect(test).not.toContain('CREATE TABLE');
    expect(test).toContain('it("is in the administrator\'s menu"');
  });

  it('has no refusal test when no field is required', () => {
    const optional = withReadOnly.map((spec) => ({ ...spec, required: false }));
    const test = renderServerTest({
      name: 'shipment',
      label: '货运单',
      folder: 'logistics',
      table: 't',
      fields: optional,
    });
    expect(test).not.toContain('refuses a row without');
  });
});

describe('the menu a generated page hangs under', () => {
  const generate = (webPath: string) =>
    generateFiles({ ...code, webPath }, { modelName: '货运单', modelTable: 'demo_shipment' }, PROTOTYPES);
  const definitionOf = (webPath: string) => evaluate(generate(webPath)[0]!.content) as ResourceDef;

  it('is the route’s first segment when the menu tree has it, else 研发工具 (a registered file must load)', () => {
    expect(definitionOf('/website/shipment').menu?.parent).toBe('website');
    expect(definitionOf('/logistics/shipment').menu?.parent).toBe('tool');
    const codes = new Set(menuRows().map((row) => row.code));
    for (const route of ['/system/a', '/report/b', '/nowhere/c'])
      expect(codes.has(definitionOf(route).menu!.parent), route).toBe(true);
  });

  it('writes the definition, its server test and the steps left, and nothing to merge by hand', () => {
    expect(generate('/website/shipment').map((file) => file.path)).toEqual([
      'packages/blade-schema/src/resources/logistics/shipment.ts',
      'packages/server/test/shipment.test.ts',
      'generated/shipment.md',
    ]);
  });
});
