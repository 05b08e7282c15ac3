import { addUiStrings, type Locale, locales, type Messages } from './locale';

/**
 * A function that adds `byLocale` to the library's namespace the first time it is called, for the
 * strings of a component loaded on its own (a chart, the rich text editor): they travel with its
 * chunk instead of the bundled strings, and the component calls it as it first renders.
 */
export function addStringsOnce(byLocale: Record<Locale, Messages>): () => void {
  let added = false;
  return () => {
    if (added) return;
    added = true;
    for (const locale of locales) addUiStrings(locale, byLocale[locale]);
  };
}
