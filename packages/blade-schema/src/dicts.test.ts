import { describe, expect, it } from 'vitest';
import { DICTS } from './resources';

const keysOf = (code: string) => DICTS.find((dict) => dict.code === code)?.items.map(([key]) => key);

describe('the seeded system dictionaries', () => {
  it('have unique codes, and unique keys and labels within each', () => {
    const codes = DICTS.map((dict) => dict.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const dict of DICTS) {
      expect(dict.items.length, dict.code).toBeGreaterThan(0);
      const keys = dict.items.map(([key]) => key);
      const labels = dict.items.map(([, label]) => label);
      expect(new Set(keys).size, dict.code).toBe(keys.length);
      expect(new Set(labels).size, dict.code).toBe(labels.length);
    }
  });

  it("hold the contract's dictionaries with their keys (blade-api.md §7)", () => {
    // blade-api.md §7 "Dictionaries (key value)".
    expect(keysOf('sex')).toEqual(['1', '2']);
    expect(keysOf('notice')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(keysOf('menu_category')).toEqual(['1', '2']);
    expect(keysOf('button_func')).toEqual(['1', '2', '3']);
    expect(keysOf('yes_no')).toEqual(['1', '2']);
    expect(keysOf('data_scope_type')).toEqual(['1', '2', '3', '4', '5']);
    expect(keysOf('api_scope_type')).toEqual(['1', '2']);
    expect(keysOf('post_category')).toEqual(['1', '2', '3', '4']);
    expect(keysOf('region')).toEqual(['0', '1', '2', '3', '4', '5']);
  });

  it('route every workflow by its remark (SPEC §3 "Flow route dictionary entry")', () => {
    const flow = DICTS.find((dict) => dict.code === 'flow');
    expect(flow?.items.length).toBeGreaterThan(0);
    for (const [key, , remark] of flow?.items ?? []) expect(remark, key).toMatch(/^[a-z][a-zA-Z0-9-]*$/);
  });
});
