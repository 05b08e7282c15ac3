import { describe, expect, it } from 'vitest';
import { over, readColor } from './color';

describe('readColor', () => {
  it('reads what colord reads, and Chromium’s computed color(srgb …)', () => {
    expect(readColor('rgba(255, 0, 0, 0.5)').toRgb()).toEqual({ r: 255, g: 0, b: 0, a: 0.5 });
    expect(readColor('color(srgb 1 0.5 0 / 0.25)').toRgb()).toEqual({ r: 255, g: 128, b: 0, a: 0.25 });
    expect(readColor('color(srgb 0 0 1)').toHex()).toBe('#0000ff');
  });

  it('throws on a colour it cannot read instead of answering black', () => {
    expect(() => readColor('var(--bc-color-accent)')).toThrow('not a colour: var(--bc-color-accent)');
    expect(() => readColor('color(display-p3 1 0 0)')).toThrow('not a colour');
  });
});

describe('over', () => {
  it('lays a translucent colour over an opaque one', () => {
    expect(over('rgba(0, 0, 0, 0.5)', '#ffffff').toHex()).toBe('#808080');
    expect(over('color(srgb 1 0 0 / 0.25)', '#0000ff').toHex()).toBe('#4000bf');
  });

  it('an opaque colour hides what is under it', () => {
    expect(over('#123456', '#ffffff').toHex()).toBe('#123456');
  });
});
