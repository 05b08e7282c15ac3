export * from './auth';
export * from './desk';
export * from './develop';
export * from './log';
export * from './mail';
export * from './resource';
export * from './system';
export * from './website';
