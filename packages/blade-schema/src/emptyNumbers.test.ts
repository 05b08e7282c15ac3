import { describe, expect, it } from 'vitest';
import { emptyNumberFields, withoutEmptyNumbers } from './emptyNumbers';
import { decimal, integer } from './fieldBuilders';

// blade-api.md §2: "null-to-empty: … Number → -1".
const resource = {
  fields: {
    volume: decimal({ minValue: 0 }),
    sex: integer({ dict: 'sex' }),
    sort: integer(),
    offset: integer({ minValue: -10 }),
    pieces: integer({ required: true, minValue: 1 }),
  },
};

describe("Blade's empty number coming back", () => {
  it('is recognised only where -1 cannot be a value: optional numbers above it and dictionary keys', () => {
    expect(emptyNumberFields(resource)).toEqual(['volume', 'sex']);
  });

  it('becomes null in a copy of the row, as a number or as text; other values and fields stay', () => {
    const row = { volume: -1, sex: '-1', sort: -1, offset: -1, pieces: -1, name: '-1' };
    expect(withoutEmptyNumbers(row, emptyNumberFields(resource))).toEqual({
      ...row,
      volume: null,
      sex: null,
    });
    expect(row.volume).toBe(-1);
    const untouched = { volume: 0, sex: 2 };
    expect(withoutEmptyNumbers(untouched, ['volume', 'sex'])).toBe(untouched);
  });
});
