export * from './codegen';
export * from './message';
export type { AreaLike, Catalogue, CatalogueLike, KeyOf, Translate, Translator } from './translator';
export * from './validation';
