import { loadSiteStrings } from '@blade-console/site';
import { registerUiStrings } from '@blade-console/ui';
import { i18n, loadLocale } from '@blade-console/ui/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
// Added to namespace `ui` only when their component loads, so read from their modules.
import { chartStrings } from '../../../ui/src/components/Chart/strings';
import { richTextStrings } from '../../../ui/src/components/RichTextEditor/strings';
import { loadFlowStrings } from '../pages/flow/common/strings';
import { registerConsoleStrings } from '.';
import { registerAccountFormStrings } from './accountForms';
import { registerShellStrings } from './shell';

type Flat = Map<string, string>;

/** Every string of a tree by its dotted key; plural forms (`_one`, `_other`) count as one key. */
function flatten(node: unknown, path = '', into: Flat = new Map()): Flat {
  if (typeof node === 'string') into.set(path.replace(/_(zero|one|two|few|many|other)$/, ''), node);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) flatten(value, path ? `${path}.${key}` : key, into);
  }
  return into;
}

/** The product's string sets, Chinese and English, by namespace (and the two lazily added parts). */
const sets: Record<string, { zh: Flat; en: Flat }> = {};

beforeAll(async () => {
  // ui bundles only the sign-in form's Chinese strings; the rest come with the components.
  registerUiStrings();
  registerConsoleStrings();
  registerAccountFormStrings();
  registerShellStrings();
  await loadSiteStrings();
  await loadFlowStrings();
  await loadLocale('zh');
  await loadLocale('en');
  for (const ns of ['ui', 'console', 'site', 'flow']) {
    sets[ns] = {
      zh: flatten(i18n.getResourceBundle('zh', ns)),
      en: flatten(i18n.getResourceBundle('en', ns)),
    };
  }
  for (const [name, strings] of Object.entries({ chart: chartStrings, richText: richTextStrings })) {
    sets[name] = { zh: flatten(strings.zh), en: flatten(strings.en) };
  }
});

/** `namespace:key: text` of every English string `check` refuses. */
function refused(check: (text: string, key: string, zh: string | undefined) => boolean): string[] {
  const found: string[] = [];
  for (const [ns, { zh, en }] of Object.entries(sets)) {
    for (const [key, text] of en) if (check(text, key, zh.get(key))) found.push(`${ns}:${key}: ${text}`);
  }
  return found;
}

describe("the product's English (issue 16, point 7)", () => {
  it('loads every string set, so the rules below read real strings', () => {
    for (const ns of ['ui', 'console', 'site', 'flow', 'chart', 'richText']) {
      expect(sets[ns]?.en.size, ns).toBeGreaterThan(0);
    }
  });

  it('has an English string for every Chinese one and nothing English only', () => {
    for (const [ns, { zh, en }] of Object.entries(sets)) {
      expect(
        [...zh.keys()].filter((key) => !en.has(key)),
        `${ns}: missing in English`,
      ).toEqual([]);
      // Menu names: Chinese shows the server's own, English has them from the menu tree.
      const fromServer = (key: string) => ns === 'console' && /^route\./.test(key);
      const extra = [...en.keys()].filter((key) => !zh.has(key) && !fromServer(key));
      expect(extra, `${ns}: missing in Chinese`).toEqual([]);
    }
  });

  it('has no Chinese in English strings (a language switcher names Chinese in Chinese)', () => {
    expect(
      refused((text, key) => /\p{Script=Han}/u.test(text) && !/(^|\.)(languages\.)?zh$/.test(key)),
    ).toEqual([]);
  });

  it('asks without "please" and begins its messages with a capital', () => {
    // File names and words put inside other text are not sentences.
    const fragments = /\.(xlsx|csv|zip)$|^(none|optional|to|from|bug|differs|unread notifications|iView)$/;
    expect(refused((text) => /^please\b/i.test(text))).toEqual([]);
    expect(refused((text) => /^[a-z]/.test(text) && !fragments.test(text))).toEqual([]);
  });

  it('words every placeholder one way: a verb, sentence case, no "the" before the field', () => {
    // A key ending in "placeholder", or a field's own under `placeholders` (the definitions').
    const isPlaceholder = (key: string) => /placeholder$|(^|\.)placeholders\./i.test(key);
    expect(
      refused((text, key) => isPlaceholder(key) && !/^(Enter|Re-enter|Select|Type|Search)\b/.test(text)),
    ).toEqual([]);
    // "Enter account", "Select role": a field named after the verb takes no article.
    expect(refused((text) => /^(Enter|Select) the (\{\{|[A-Za-z-]+( [A-Za-z-]+)?$)/.test(text))).toEqual([]);
    // One verb for choosing: "Select", as the pickers' own placeholders say.
    expect(
      refused((text, key) => /^Choose\b/.test(text) && (isPlaceholder(key) || /rules\.|required/i.test(key))),
    ).toEqual([]);
  });

  it('says a count of rows one way: "{{n}} in total", wherever Chinese says 共 n 条', () => {
    const total = /^共 ?\{\{(\w+)\}\} ?[条项个]$/;
    expect(
      refused((text, _key, zh) => {
        const counted = zh?.match(total)?.[1];
        return counted !== undefined && text !== `{{${counted}}} in total`;
      }),
    ).toEqual([]);
    expect(refused((text) => /\bTotal:? \{\{|\{\{\w+\}\} total\b/.test(text))).toEqual([]);
  });
});
