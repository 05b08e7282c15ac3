/**
 * A message for a person, kept as a catalogue key and its values until it is said in the reader's
 * language: the server renders it per request (`Accept-Language`), the SDK's mocks the same way.
 */

/** The languages the product speaks; Chinese is the default, as Blade's own messages are. */
export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';

/** One text in every language the product speaks (a field's label: `{ zh: '参数名称', en: 'Parameter name' }`). */
export type Localized = Readonly<Record<Language, string>>;

/** A value put into a message: said the same in every language, or itself localized (a label). */
export type MessageParam = string | number | Localized;

export interface Message {
  /** A key of the catalogue, `area.name` (`validation.required`). */
  readonly key: string;
  readonly params?: Readonly<Record<string, MessageParam>>;
}

/** A message: the key of a catalogue entry and the values it names. */
export function message(key: string, params?: Record<string, MessageParam>): Message {
  return params ? { key, params } : { key };
}

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';
}

/** A field's name in both languages: its label, its English label, else its own name. */
export function labelOf(name: string, field: { readonly label?: string; readonly en?: string }): Localized {
  return { zh: field.label ?? name, en: field.en ?? field.label ?? name };
}

/** The same words in every language: a name that is not translated (a column, a code). */
export function verbatim(text: string): Localized {
  return { zh: text, en: text };
}
