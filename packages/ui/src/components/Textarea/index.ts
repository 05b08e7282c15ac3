export { DEFAULT_TEXTAREA_ROWS, Textarea, type TextareaProps } from './Textarea';
