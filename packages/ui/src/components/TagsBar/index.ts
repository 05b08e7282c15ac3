export { TagsBar, type TagsBarProps } from './TagsBar';
export { TagsBarFrame } from './TagsBarFrame';
// Everything the model exports is public.
export * from './tagsModel';
