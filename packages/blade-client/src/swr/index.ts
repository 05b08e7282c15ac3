export * from './context';
export * from './events';
export * from './hooks';
export * from './paths';
