export * from './define';
export * from './filters';
export * from './menus';
export * from './resources';
export * from './validate';
