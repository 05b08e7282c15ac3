import { describe, expect, it } from 'vitest';
import { type Tone, toneColours } from './tone';

const tones: Tone[] = ['accent', 'info', 'success', 'warning', 'danger'];

describe('toneColours', () => {
  it.each(tones)("gives %s's colour, tint and text as theme variables", (tone) => {
    const { base, light, text } = toneColours(tone);
    expect(base).toBe(`var(--bc-color-${tone})`);
    expect(light).toBe(`var(--bc-color-${tone}-light)`);
    expect(text).toBe(`var(--bc-color-${tone}-text)`);
  });
});
