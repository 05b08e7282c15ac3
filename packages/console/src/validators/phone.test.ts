import { describe, expect, it } from 'vitest';
import { checkPhone, phoneMessage } from './phone';

// SPEC §5's phone check in its order: empty first, then a length other than 11, then the format.
const cases: [value: unknown, problem: 'empty' | 'length' | 'format' | undefined][] = [
  ['', 'empty'],
  [undefined, 'empty'],
  [null, 'empty'],
  ['   ', 'empty'],
  ['1380013800', 'length'],
  ['138001380001', 'length'],
  ['12345678901', 'format'],
  ['1380013800a', 'format'],
  ['13800138000', undefined],
];

describe('phone check (SPEC §5)', () => {
  it.each(cases)('%j: %s', (value, problem) => {
    // As a CrudColumn rule: the message key (CrudForm translates it), or true.
    expect(checkPhone(value)).toBe(problem ? `console:phone.${problem}` : true);
    // In a form of its own: the message through the given t, or undefined.
    expect(phoneMessage(value, (key) => `«${key}»`)).toBe(problem ? `«console:phone.${problem}»` : undefined);
  });
});
