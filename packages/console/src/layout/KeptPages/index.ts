export { KeptPages, type KeptPagesProps } from './KeptPages';
export { keepShown, pageKeyOf, pageKeyOfAddress } from './lru';
export { pageKeyOfTab, useUnsavedQuestion } from './useUnsavedQuestion';
