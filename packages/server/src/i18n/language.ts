import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@blade-console/blade-schema';
import Negotiator from 'negotiator';

/**
 * The language to answer in, from an `Accept-Language` header: the first of ours the reader
 * accepts in their order of preference (`en-US` reads English), Chinese when the header is absent,
 * `*` or names only languages we do not speak. Negotiator parses q-values and regional tags.
 */
export function negotiateLanguage(acceptLanguage: string | null | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const chosen = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language([...LANGUAGES]);
  return (LANGUAGES as readonly string[]).includes(chosen ?? '') ? (chosen as Language) : DEFAULT_LANGUAGE;
}
