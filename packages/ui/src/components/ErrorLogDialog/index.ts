export { type ErrorLogEntry, ErrorLogDialog, type ErrorLogDialogProps } from './ErrorLogDialog';
