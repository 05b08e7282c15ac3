export { KeptPages, type KeptPagesProps } from './KeptPages';
export { keepShown, pageKeyOf, pageKeyOfAddress } from './lru';
