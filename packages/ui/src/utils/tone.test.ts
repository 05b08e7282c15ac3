import { describe, expect, it } from 'vitest';
import { toneColours } from './tone';

describe('toneColours', () => {
  it("gives a tone's colour, tint and text as theme variables", () => {
    expect(toneColours('danger')).toEqual({
      base: 'var(--bc-color-danger)',
      light: 'var(--bc-color-danger-light)',
      text: 'var(--bc-color-danger-text)',
    });
    expect(toneColours('accent').light).toBe('var(--bc-color-accent-light)');
  });
});
