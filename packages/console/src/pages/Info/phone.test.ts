import { describe, expect, it } from 'vitest';
import { phoneProblem } from './phone';

describe('phone check (SPEC §5)', () => {
  it('says empty first, then the length, then the format', () => {
    expect(phoneProblem('')).toBe('empty');
    expect(phoneProblem(undefined)).toBe('empty');
    expect(phoneProblem('   ')).toBe('empty');
    expect(phoneProblem('1380013800')).toBe('length');
    expect(phoneProblem('138001380001')).toBe('length');
    expect(phoneProblem('12345678901')).toBe('format');
    expect(phoneProblem('1380013800a')).toBe('format');
  });
  it('accepts an 11-digit mobile number', () => {
    expect(phoneProblem('13800138000')).toBeUndefined();
  });
});
