export { LockDialog, type LockDialogProps } from './LockDialog';
export { LOCK_NAVIGATE_DELAY, LOCK_PATH, type LockActionOptions, runLockAction } from './lockAction';
