/**
 * `@blade-console/ui/i18n`: the i18next instance the apps translate their own strings with. The
 * library's components do not use it (they read `./locale`, so an app of components alone ships
 * no i18next); it follows the language `setLocale` sets there and holds the library's strings too
 * (namespace `ui`), so an app keeps one language switch and may translate `ui:` keys itself.
 */
// Re-exports only: the entry runs nothing itself, so the language API (plain functions) stays usable
// in React Server Components, while ./instance, which needs react-i18next, is a client module.
export * from './instance';
export * from './localeApi';
