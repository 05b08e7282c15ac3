export { LOCK_NAVIGATE_DELAY, LOCK_PATH, type LockActionOptions, runLockAction } from './lockAction';
export { LockDialog, type LockDialogProps } from './LockDialog';
