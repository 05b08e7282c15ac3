// Theme foundation

export * from './components/Alert';
// Components
export * from './components/Button';
export * from './components/Card';
export * from './components/Dialog';
export * from './components/ErrorPage';
export * from './components/FormField';
export * from './components/Input';
export * from './components/Spinner';
export * from './components/Toast';
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
export * from './theme';
export { VisuallyHidden } from './utils/visuallyHidden';
