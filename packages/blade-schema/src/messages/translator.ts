import i18next from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type Message, type MessageParam } from './message';

/** Messages by area and name, in one language: `{ validation: { required: '{{label}}不能为空' } }`. */
export type Catalogue = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The same areas and names as `C`, each a text: how the English catalogue is held to the Chinese one. */
export type CatalogueLike<C extends Catalogue> = {
  readonly [A in keyof C]: { readonly [K in keyof C[A]]: string };
};

/** The same names as one area `A` of the Chinese catalogue, each a text: an English area file's type. */
export type AreaLike<A> = { readonly [K in keyof A]: string };

/** Every `area.name` key of a catalogue. */
export type KeyOf<C extends Catalogue> = {
  [A in keyof C & string]: `${A}.${keyof C[A] & string}`;
}[keyof C & string];

export type Translate = (language: Language, message: Message | string) => string;

export interface Translator {
  /** The message in `language`; a plain string is said as it is (text that is data, not ours). */
  readonly translate: Translate;
  /** Whether the catalogue of `language` has the key (a key that is missing is said as the key itself). */
  readonly has: (language: Language, key: string) => boolean;
}

/**
 * A translator over catalogues in every language. i18next interpolates (`{{label}}`) and falls back
 * to Chinese for a name the English catalogue lacks; a localized value (a label) is put in the
 * reader's language before it is interpolated.
 */
export function createTranslator(catalogues: Readonly<Record<Language, Catalogue>>): Translator {
  const instance = i18next.createInstance();
  void instance.init({
    resources: Object.fromEntries(
      LANGUAGES.map((language) => [language, { translation: catalogues[language] }]),
    ),
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    initAsync: false,
    // The text goes into JSON and plain-text mail, never into HTML unescaped by the renderer.
    interpolation: { escapeValue: false },
  });
  const fixed = Object.fromEntries(
    LANGUAGES.map((language) => [language, instance.getFixedT(language)]),
  ) as Record<Language, ReturnType<typeof instance.getFixedT>>;
  // A message without values says the same every time: said once per language, then looked up.
  // The server builds every success envelope with one (`http.ok`), so this is on its hot path.
  const plain = new Map<string, string>();
  return {
    translate: (language, message) => {
      if (typeof message === 'string') return message;
      if (message.params)
        return fixed[language](message.key, { replace: paramsIn(language, message.params) });
      const cacheKey = `${language}:${message.key}`;
      let text = plain.get(cacheKey);
      if (text === undefined) {
        text = fixed[language](message.key);
        plain.set(cacheKey, text);
      }
      return text;
    },
    has: (language, key) => instance.exists(key, { lng: language, fallbackLng: false }),
  };
}

/** Localized values in the reader's language; numbers and plain strings as they are. */
export function paramsIn(
  language: Language,
  params: Readonly<Record<string, MessageParam>> = {},
): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'object' ? value[language] : value,
    ]),
  );
}
