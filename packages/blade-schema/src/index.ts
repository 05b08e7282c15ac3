export * from './define';
export * from './dicts';
export * from './filters';
export * from './formats';
export * from './menus';
export * from './resources';
export * from './validate';
export * from './versions';
