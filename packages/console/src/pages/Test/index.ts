export { Test } from './Test';
