export type * from './auth';
export type * from './envelope';
export type * from './system';
