import { describe, expect, it } from 'vitest';
import { themes } from '../../theme/themes';
import { clashesWithDanger } from './dangerClash';

describe('clashesWithDanger', () => {
  it('flags reds that read as the danger colour of any theme', () => {
    expect(clashesWithDanger('#f5222d')).toBe(true);
    expect(clashesWithDanger('#ff4d4f')).toBe(true);
    expect(clashesWithDanger('#fa541c')).toBe(true);
    for (const theme of Object.values(themes)) expect(clashesWithDanger(theme.colors.danger)).toBe(true);
  });

  it('leaves colours that stand apart from it', () => {
    for (const colour of ['#409EFF', '#11a983', '#6959CD', '#212121', '#fa8c16', '#eb2f96']) {
      expect(clashesWithDanger(colour)).toBe(false);
    }
    expect(clashesWithDanger('not a colour')).toBe(false);
  });
});
