export { ThemeDialog, type ThemeDialogProps } from './ThemeDialog';
