import { describe, expect, it } from 'vitest';
import { en } from './en';
import { en as shellEn } from './shell/en';

/** Strings of a namespace whose text begins a sentence the way `check` refuses, with their keys. */
function offending(strings: unknown, check: (text: string) => boolean): string[] {
  const found: string[] = [];
  const visit = (node: unknown, path: string) => {
    if (typeof node === 'string') {
      if (check(node)) found.push(`${path}: ${node}`);
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) visit(value, path ? `${path}.${key}` : key);
    }
  };
  visit(strings, '');
  return found;
}

describe("the console's English", () => {
  it('asks without "please" and begins its messages with a capital, as a native product writer would', () => {
    // File names and words put inside other text are not sentences.
    const notSentences = /\.(xlsx|csv|zip)$|^none$/;
    const check = (text: string) =>
      /^please\b/i.test(text) || (/^[a-z]/.test(text) && !notSentences.test(text));
    expect(offending(en, check)).toEqual([]);
    expect(offending(shellEn, check)).toEqual([]);
  });
});
