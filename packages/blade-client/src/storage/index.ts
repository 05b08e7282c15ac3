export * from './cookies';
export { createMemoryStorage } from './memory';
export * from './storage';
