import { isBladeError } from '@blade-console/blade-client';
import { storage } from '../session/core';

// The error log as stored, and the capture of the page's errors into it: set up on every page, the
// sign-in page's too, so without the store (zustand) that the error-log dialog reads.

/** A local error-log entry (SPEC §3): url, time (yyyy-MM-dd hh:mm:ss), type, message, stack, info. */
export interface ErrorLogEntry {
  url: string;
  time: string;
  type: 'error';
  message: string;
  stack: string;
  info: string;
}

const LOGS_KEY = 'logsList';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Local time as `YYYY-MM-DD HH:mm:ss`. Written out rather than with dayjs: the log is set up on
 * every page, and this keeps dayjs out of the JavaScript that the sign-in page loads.
 */
function formatLogTime(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

export function toLogEntry(
  error: unknown,
  info = '',
  url = window.location.href,
  now = new Date(),
): ErrorLogEntry {
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  // SDK errors carry the call that failed; keep it with the entry for whoever reads the log.
  const detail = isBladeError(error) ? JSON.stringify(error.toJSON()) : info;
  return { url, time: formatLogTime(now), type: 'error', message, stack, info: detail };
}

/** The stored log, newest first. */
export function storedErrorLogs(): ErrorLogEntry[] {
  return storage.getStore<ErrorLogEntry[]>({ name: LOGS_KEY }) ?? [];
}

const listeners = new Set<(logs: ErrorLogEntry[]) => void>();

/** Hears every change of the stored log (the store, once loaded, keeps its copy with it). */
export function onErrorLogsChange(listener: (logs: ErrorLogEntry[]) => void): void {
  listeners.add(listener);
}

function store(logs: ErrorLogEntry[]): void {
  if (logs.length) storage.setStore({ name: LOGS_KEY, content: logs });
  else storage.removeStore({ name: LOGS_KEY });
  for (const listener of listeners) listener(logs);
}

/** Adds an entry (SPEC §4: "added on any UI error"). */
export function addErrorLog(error: unknown, info?: string): void {
  store([toLogEntry(error, info), ...storedErrorLogs()]);
}

/** Empties the log ("cleared on upload success or by the user"). */
export function clearErrorLogs(): void {
  store([]);
}

/** Catches every uncaught error and rejected promise of the page into the log (SPEC §8). */
export function captureGlobalErrors(target: EventTarget = window): () => void {
  const onError = (event: Event) => {
    const { error, message } = event as ErrorEvent;
    addErrorLog(error ?? message, 'window.onerror');
  };
  const onRejection = (event: Event) =>
    addErrorLog((event as PromiseRejectionEvent).reason, 'unhandledrejection');
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
