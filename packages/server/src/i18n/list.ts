import { LANGUAGES, type Language, type Localized, type Message } from '@blade-console/blade-schema';
import { messages } from '.';

/** A value put together in every language (`{{lines}}` of messages said one by one). */
export function inEach(say: (language: Language) => string): Localized {
  return Object.fromEntries(LANGUAGES.map((language) => [language, say(language)])) as Localized;
}

/** Names as one list value: `甲、乙` in Chinese, `A, B` in English (each a plain name or localized). */
export function listOf(items: readonly (string | Localized)[]): Localized {
  return inEach((language) =>
    items
      .map((item) => (typeof item === 'string' ? item : item[language]))
      .join(language === 'zh' ? '、' : ', '),
  );
}

/** Messages (or plain text) as one value, each said in the reader's language and joined by `separator`. */
export function linesOf(lines: readonly (Message | string)[], separator = '\n'): Localized {
  return inEach((language) => lines.map((line) => messages.translate(language, line)).join(separator));
}
