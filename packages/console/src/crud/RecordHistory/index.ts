export { RecordHistoryDialog, type RecordHistoryDialogProps } from './RecordHistoryDialog';
export { mayRestore, useRecordHistory } from './useRecordHistory';
