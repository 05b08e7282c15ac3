import { describe, expect, it } from 'vitest';
import { COMPONENT_TYPES } from '../resources';
import {
  baseType,
  camelCase,
  componentFor,
  fieldKindOf,
  IMPLICIT_COLUMNS,
  proposePrototype,
  tsType,
  typeLength,
} from './columns';
import type { TableColumn } from './types';

/** The kind a column of this PostgreSQL type (`format_type`) becomes, through its proposed prototype. */
const kindOf = (type: string, name = 'col') => fieldKindOf(proposePrototype({ name, type }));

describe('column types', () => {
  it('drop length, precision and array brackets from a type, lower-cased', () => {
    expect(baseType('character varying(100)')).toBe('character varying');
    expect(baseType('NUMERIC(12,2)')).toBe('numeric');
    expect(baseType('timestamp(3) without time zone')).toBe('timestamp without time zone');
    expect(baseType('text[]')).toBe('text');
  });

  it('read the declared length of a character type only', () => {
    expect(typeLength('character varying(100)')).toBe(100);
    expect(typeLength('varchar(12)')).toBe(12);
    expect(typeLength('text')).toBeUndefined();
    expect(typeLength('numeric(12,2)')).toBeUndefined();
  });

  it('type numbers as numbers on the wire, and ids (beyond 2^53), dates and texts as strings', () => {
    for (const type of [
      'integer',
      'smallint',
      'int4',
      'boolean',
      'numeric(12,2)',
      'real',
      'double precision',
    ]) {
      expect(tsType(type), type).toBe('number');
    }
    for (const type of [
      'bigint',
      'int8',
      'character varying(10)',
      'text',
      'timestamp(3) without time zone',
    ]) {
      expect(tsType(type), type).toBe('string');
    }
  });

  it('name a column in camelCase, digits included', () => {
    expect(camelCase('ship_no')).toBe('shipNo');
    expect(camelCase('ADDRESS_LINE_2')).toBe('addressLine2');
    expect(camelCase('title')).toBe('title');
  });
});

describe('SQL types to field kinds', () => {
  it('maps every family of PostgreSQL types to its kind', () => {
    const expected: Record<string, string[]> = {
      integer: ['integer', 'int', 'int4', 'smallint', 'int2', 'boolean', 'bool'],
      decimal: ['numeric(12,2)', 'decimal', 'real', 'double precision', 'float4', 'float8'],
      id: ['bigint', 'int8'],
      datetime: [
        'timestamp(3) without time zone',
        'timestamp with time zone',
        'timestamp',
        'timestamptz',
        'date',
      ],
      longText: ['text', 'json', 'jsonb'],
      text: ['character varying(100)', 'varchar(20)', 'character(1)', 'uuid'],
    };
    for (const [kind, types] of Object.entries(expected)) {
      for (const type of types) expect(kindOf(type), type).toBe(kind);
    }
  });

  it('makes a picture column a url, whatever its length', () => {
    for (const name of ['image', 'cover_image', 'avatar', 'photo_url', 'icon', 'cover']) {
      expect(kindOf('character varying(500)', name), name).toBe('url');
    }
    // A number is a number, even named like a picture.
    expect(kindOf('integer', 'image')).toBe('integer');
  });
});

describe('proposePrototype', () => {
  const column = (patch: Partial<TableColumn>): TableColumn => ({
    name: 'col',
    type: 'varchar(64)',
    ...patch,
  });

  it("proposes the control of the column's type", () => {
    expect(componentFor(column({ type: 'integer' }))).toBe('number');
    expect(componentFor(column({ type: 'bigint' }))).toBe('number');
    expect(componentFor(column({ type: 'numeric(12,2)' }))).toBe('number');
    expect(componentFor(column({ type: 'timestamp(3) without time zone' }))).toBe('date');
    expect(componentFor(column({ type: 'text' }))).toBe('textarea');
    expect(componentFor(column({ type: 'varchar(255)' }))).toBe('input');
    expect(componentFor(column({ type: 'varchar(256)' }))).toBe('textarea');
    expect(componentFor(column({ name: 'avatar' }))).toBe('upload');
  });

  it('proposes only controls the prototype form offers', () => {
    const types = ['integer', 'bigint', 'numeric', 'date', 'text', 'varchar(10)', 'varchar(4000)', 'uuid'];
    for (const type of types) expect(COMPONENT_TYPES, type).toContain(componentFor(column({ type })));
  });

  it('shows a short text in list, form and search; a long one on its own form row, not in the list', () => {
    const short = proposePrototype({
      name: 'ship_no',
      type: 'varchar(32)',
      comment: '运单号',
      notNull: true,
    });
    expect(short).toEqual({
      jdbcName: 'ship_no',
      jdbcType: 'varchar(32)',
      jdbcComment: '运单号',
      propertyName: 'shipNo',
      propertyType: 'string',
      componentType: 'input',
      dictCode: '',
      isRequired: 1,
      isList: 1,
      isForm: 1,
      isRow: 0,
      isQuery: 1,
    });
    const long = proposePrototype({ name: 'content', type: 'text' });
    expect(long).toMatchObject({
      jdbcComment: '',
      isRequired: 0,
      isList: 0,
      isForm: 1,
      isRow: 1,
      isQuery: 0,
    });
    expect(proposePrototype({ name: 'weight', type: 'numeric(12,2)' })).toMatchObject({
      propertyType: 'number',
      isList: 1,
      isQuery: 0,
    });
  });

  it('leaves the id, the tenant and the audit columns implicit', () => {
    for (const column of ['id', 'tenant_id', 'create_time', 'is_deleted'])
      expect(IMPLICIT_COLUMNS.has(column)).toBe(true);
    expect(IMPLICIT_COLUMNS.has('title')).toBe(false);
  });
});
