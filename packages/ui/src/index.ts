// Theme foundation
export * from './theme';
// i18n
export {
  DEFAULT_LOCALE,
  getLocale,
  htmlLang,
  i18n,
  isLocale,
  type Locale,
  locales,
  setLocale,
  UI_NAMESPACE,
  type UiMessages,
} from './i18n';
// Provider
export { UiProvider, type UiProviderProps } from './provider/UiProvider';
// Components
export * from './components/Button';
export * from './components/Spinner';
export { VisuallyHidden } from './utils/visuallyHidden';
