import { describe, expect, it } from 'vitest';
import { clamp, formatNumber, parseNumber, roundTo, stepBy } from './numberLogic';

describe('parseNumber', () => {
  it('reads empty as null and rubbish as NaN', () => {
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('   ')).toBeNull();
    expect(parseNumber('abc')).toBeNaN();
    expect(parseNumber('1.2.3')).toBeNaN();
  });
  it('accepts signs, decimals, full-width digits and a comma', () => {
    expect(parseNumber('-3')).toBe(-3);
    expect(parseNumber('+4')).toBe(4);
    expect(parseNumber('.5', { step: 0.1 })).toBe(0.5);
    expect(parseNumber('１２')).toBe(12);
    expect(parseNumber('2,5', { precision: 1 })).toBe(2.5);
  });
  it('clamps and rounds to the precision', () => {
    expect(parseNumber('150', { max: 100 })).toBe(100);
    expect(parseNumber('-1', { min: 0 })).toBe(0);
    expect(parseNumber('1.26', { precision: 1 })).toBe(1.3);
    expect(parseNumber('1.26')).toBe(1);
  });
});

describe('stepBy', () => {
  it('steps without float noise and within bounds', () => {
    expect(stepBy(0.1, 2, { step: 0.1 })).toBe(0.3);
    expect(stepBy(9, 1, { max: 10, step: 5 })).toBe(10);
    expect(stepBy(1, -1, { min: 1 })).toBe(1);
    expect(stepBy(null, 1)).toBe(1);
    expect(stepBy(null, 1, { min: 5 })).toBe(5);
    expect(stepBy(3, 10, { max: 100 })).toBe(13);
  });
});

describe('helpers', () => {
  it('clamps, rounds and formats', () => {
    expect(clamp(5, { min: 6 })).toBe(6);
    expect(roundTo(0.1 + 0.2, 2)).toBe(0.3);
    expect(formatNumber(2, { precision: 2 })).toBe('2.00');
    expect(formatNumber(null)).toBe('');
  });
});
