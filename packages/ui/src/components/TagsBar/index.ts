export { TagsBar, type TagsBarProps } from './TagsBar';
// Everything the model exports is public.
export * from './tagsModel';
