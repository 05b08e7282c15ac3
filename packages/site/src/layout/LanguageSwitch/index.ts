export { LanguageSwitch, rememberLang, useLanguageFromAddress } from './LanguageSwitch';
