// The library's language API, exported as it is by both entries: the main one (for apps of
// components alone) and `@blade-console/ui/i18n` (for apps that also translate with i18next).
export {
  type BootStrings,
  DEFAULT_LOCALE,
  getLocale,
  htmlLang,
  inSentence,
  isLocale,
  type Locale,
  loadUiLocale,
  locales,
  type Messages,
  type MessagesLoader,
  registerBootStrings,
  setLocale,
} from './locale';
export type { UiMessages } from './locales/zh';
