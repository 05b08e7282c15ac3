import { describe, expect, it } from 'vitest';
import { filterOptions, firstEnabled, lastEnabled, moveIndex, typeahead } from './listNavigation';

const opts = [
  { label: 'Beijing' },
  { label: 'Shanghai', disabled: true },
  { label: 'Shenzhen' },
  { label: 'Suzhou' },
  { label: 'Berlin', disabled: true },
];

describe('filterOptions', () => {
  it('matches anywhere in the label, case-insensitively', () => {
    expect(filterOptions(opts, 'ZH').map((o) => o.label)).toEqual(['Shenzhen', 'Suzhou']);
    expect(filterOptions(opts, '  ')).toHaveLength(5);
    expect(filterOptions([{ label: '上海仓' }, { label: '深圳仓' }], '上海')).toEqual([{ label: '上海仓' }]);
  });
});

describe('moveIndex', () => {
  it('skips disabled options and stops at the ends', () => {
    expect(moveIndex(opts, 0, 1)).toBe(2);
    expect(moveIndex(opts, 2, -1)).toBe(0);
    expect(moveIndex(opts, 3, 1)).toBe(3);
    expect(moveIndex(opts, 0, -1)).toBe(0);
    expect(firstEnabled(opts)).toBe(0);
    expect(lastEnabled(opts)).toBe(3);
    expect(firstEnabled([{ label: 'x', disabled: true }])).toBe(-1);
  });
});

describe('typeahead', () => {
  it('finds the next label starting with the typed text, wrapping', () => {
    expect(typeahead(opts, -1, 's')).toBe(2);
    expect(typeahead(opts, 2, 's')).toBe(3);
    expect(typeahead(opts, 3, 's')).toBe(2);
    expect(typeahead(opts, 3, 'ss')).toBe(2);
    expect(typeahead(opts, 0, 'su')).toBe(3);
    expect(typeahead(opts, 0, 'be')).toBe(0);
    expect(typeahead(opts, 0, 'x')).toBe(-1);
  });
});
