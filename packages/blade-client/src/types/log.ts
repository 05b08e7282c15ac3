import type { Id } from './envelope';

/** Columns every log table shares (blade-api.md §6.3). Lists omit `params`. */
export interface LogBase {
  id: Id;
  serviceId?: string;
  serverHost?: string;
  serverIp?: string;
  env?: string;
  method?: string;
  requestUri?: string;
  userAgent?: string;
  remoteIp?: string;
  methodClass?: string;
  methodName?: string;
  params?: string;
  createBy?: string;
  createTime?: string;
}

/** `blade_log_usual`: application log lines. */
export interface LogUsual extends LogBase {
  logLevel?: string;
  logId?: string;
  /** Omitted in lists. */
  logData?: string;
  time?: string;
}

/** `blade_log_api`: one API call. `time` is the duration as text. */
export interface LogApi extends LogBase {
  type?: string;
  title?: string;
  time?: string;
}

/** `blade_log_error`: an exception. `stackTrace` and `message` are omitted in lists. */
export interface LogError extends LogBase {
  stackTrace?: string;
  exceptionName?: string;
  message?: string;
  lineNumber?: number;
  fileName?: string;
}
