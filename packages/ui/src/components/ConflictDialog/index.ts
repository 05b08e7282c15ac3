export { ConflictDialog, type ConflictDialogProps, type ConflictField } from './ConflictDialog';
