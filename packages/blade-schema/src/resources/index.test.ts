import { describe, expect, it } from 'vitest';
import { AUDIT_FIELDS, columnName, dataScopeCodeOf } from '../define';
import { fieldError, validateSubmit } from '../validate';
import { DEMO_ROWS, DICTS, RESOURCES, SCOPED_RESOURCES, systemResources, websiteResources } from './index';

const dictionary = (code: string) => DICTS.find((dict) => dict.code === code);

describe('the declared resources (RESOURCES)', () => {
  it('lists every resource of the system and website records', () => {
    for (const resource of [...Object.values(systemResources), ...Object.values(websiteResources)]) {
      expect(RESOURCES, resource.name).toContain(resource);
    }
  });

  it('names SQL tables and columns that are plain snake_case, each column once per table', () => {
    for (const resource of RESOURCES) {
      expect(resource.table, resource.name).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(resource.path, resource.name).toMatch(/^(\/[a-zA-Z0-9-]+)+$/);
      const columns = Object.entries(resource.fields).map(([name, field]) => columnName(name, field));
      for (const column of columns)
        expect(column, `${resource.name}: ${column}`).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(new Set(columns).size, resource.name).toBe(columns.length);
    }
  });

  it('declares no field that is an audit column, which every table has already', () => {
    for (const resource of RESOURCES) {
      for (const audit of AUDIT_FIELDS) {
        expect(Object.keys(resource.fields), `${resource.name}.${audit}`).not.toContain(audit);
      }
    }
  });

  it('labels every field, as the server names fields in its messages', () => {
    for (const resource of RESOURCES) {
      for (const [name, field] of Object.entries(resource.fields)) {
        expect(field.label, `${resource.name}.${name}`).toBeTruthy();
      }
    }
  });

  it('gives every field a default its own rules accept', () => {
    for (const resource of RESOURCES) {
      for (const [name, field] of Object.entries(resource.fields)) {
        if (field.default === undefined) continue;
        expect(fieldError(name, field, field.default, true), `${resource.name}.${name}`).toBeUndefined();
      }
    }
  });

  it('names only seeded dictionaries, and defaults a dictionary field to one of its keys', () => {
    for (const resource of RESOURCES) {
      for (const [name, field] of Object.entries(resource.fields)) {
        if (!field.dict) continue;
        const where = `${resource.name}.${name}`;
        const dict = dictionary(field.dict);
        expect(dict, `${where}: ${field.dict}`).toBeDefined();
        if (field.default === undefined) continue;
        const keys = dict?.items.map(([key]) => key) ?? [];
        // blade-api.md §5.1: a menu's `action` is "0 none, 1 toolbar, 2 row, 3 both", and the
        // `button_func` dictionary names only the buttons' 1 … 3: a menu row (category 1) keeps 0.
        if (resource.name === 'menu' && name === 'action') keys.push('0');
        expect(keys, where).toContain(String(field.default));
      }
    }
  });

  it('orders lists and sorts them only by declared fields or audit columns', () => {
    const known = (resource: (typeof RESOURCES)[number], field: string) =>
      field in resource.fields || (AUDIT_FIELDS as readonly string[]).includes(field);
    for (const resource of RESOURCES) {
      for (const { field } of resource.orderBy ?? [])
        expect(known(resource, field), resource.name).toBe(true);
      for (const field of resource.sortable ?? []) expect(known(resource, field), resource.name).toBe(true);
    }
  });
});

describe('data-scoped resources (SCOPED_RESOURCES)', () => {
  it('holds every scoped resource under its own code, no two sharing one', () => {
    const scoped = RESOURCES.filter((resource) => resource.dataScope);
    expect(scoped.length).toBeGreaterThan(0);
    expect(SCOPED_RESOURCES.size).toBe(scoped.length);
    for (const resource of scoped) {
      expect(SCOPED_RESOURCES.get(dataScopeCodeOf(resource) ?? ''), resource.name).toBe(resource);
    }
  });
});

describe('demo rows (DEMO_ROWS)', () => {
  it('belong to declared resources and pass their rules as the server seeds them', () => {
    expect(Object.keys(DEMO_ROWS).length).toBeGreaterThan(0);
    for (const [name, rows] of Object.entries(DEMO_ROWS)) {
      const resource = RESOURCES.find((candidate) => candidate.name === name);
      expect(resource, name).toBeDefined();
      if (!resource) continue;
      rows.forEach((row, i) => {
        const where = `${name}[${i}]`;
        expect(validateSubmit(resource, { ...row, id: undefined }), where).toBeUndefined();
        for (const [field, def] of Object.entries(resource.fields)) {
          if (!def.dict || row[field] === undefined || row[field] === null) continue;
          const keys = dictionary(def.dict)?.items.map(([key]) => key);
          expect(keys, `${where}.${field}`).toContain(String(row[field]));
        }
      });
    }
  });

  it('carry only fields their resource declares (or its id, tenant and audit columns)', () => {
    for (const [name, rows] of Object.entries(DEMO_ROWS)) {
      const resource = RESOURCES.find((candidate) => candidate.name === name);
      const known = new Set([...Object.keys(resource?.fields ?? {}), ...AUDIT_FIELDS, 'id', 'tenantId']);
      rows.forEach((row, i) => {
        for (const key of Object.keys(row)) expect(known.has(key), `${name}[${i}].${key}`).toBe(true);
      });
    }
  });
});
