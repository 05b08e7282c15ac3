export { ErrorLogDialog, type ErrorLogDialogProps, type ErrorLogEntry } from './ErrorLogDialog';
