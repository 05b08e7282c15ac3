import { create } from 'zustand';
import {
  addErrorLog,
  clearErrorLogs,
  type ErrorLogEntry,
  onErrorLogsChange,
  storedErrorLogs,
} from './errorCapture';

export { captureGlobalErrors, type ErrorLogEntry, toLogEntry } from './errorCapture';

interface ErrorLog {
  logs: ErrorLogEntry[];
  add(error: unknown, info?: string): void;
  clear(): void;
}

/** SPEC §4: "added on any UI error, cleared on upload success or by the user". */
export const useErrorLog = create<ErrorLog>(() => ({
  logs: storedErrorLogs(),
  add: addErrorLog,
  clear: clearErrorLogs,
}));

// What was captured before this store loaded is read from storage above; what comes after, here.
onErrorLogsChange((logs) => useErrorLog.setState({ logs }));
