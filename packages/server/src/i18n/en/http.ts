import type { AreaLike } from '@blade-console/blade-schema';
import type { HTTP_ZH, REQUEST_PART_ZH } from '../zh/http';

export const HTTP_EN = {
  ok: 'Done',
  fail: 'The operation failed',
  noData: 'No data',
  unauthorized: 'You are not signed in, or your session has ended: sign in again',
  forbiddenRole: 'You are not allowed to do this',
  forbiddenApi: 'Your role is not allowed to call {{path}}',
  serverError: 'Something went wrong on the server. Please try again later',
  notFound: 'Nothing is found at {{method}} {{path}}',
  badUrl: 'The address is not valid: a percent escape (%xx) in its path is broken',
  unsupportedMediaType: 'This content type is not supported: {{type}}',
  bodyTooLarge: 'The request is too large',
  headersTooLarge: "The request's address or headers are too long: shorten them and try again",
  unreadableRequest: 'The request could not be read',
  invalidJson: 'The request body is not valid JSON',
  forbiddenJsonKey: 'The request body may not contain the keys __proto__ or constructor.prototype',
  tooDeep: 'The request body is nested too deeply (at most {{limit}} levels)',
  tooManyRequests: 'Too many requests: try again in {{seconds}} seconds',
  tooManyStreams:
    'Too many open event streams for this session (at most {{max}}): close some pages and try again',
  duplicate: 'This record already exists',
  missingColumn: 'A required value is missing',
  valueOutOfRange: 'A value is out of range or not in a valid format',
  badRequest: 'The request is not valid',
  badRequestDetail: 'The request is not valid: {{detail}}',
  missingParam: 'The parameter {{name}} is required',
  paramEmpty: 'The parameter {{name}} cannot be empty',
  paramMinLength: 'The parameter {{name}} must have at least {{limit}} characters',
  paramMaxLength: 'The parameter {{name}} cannot be longer than {{limit}} characters',
  paramType: 'The parameter {{name}} must be {{type}}',
  paramRange: 'The parameter {{name}} is out of range: {{detail}}',
  paramFormat: 'The parameter {{name}} is not in a valid format',
  paramEnum: 'The parameter {{name}} must be one of: {{allowed}}',
  unknownField: 'The {{where}} has a field that is not known: {{name}}',
  paramInvalid: 'The {{where}} {{name}} is not valid: {{detail}}',
  uploadIncomplete:
    'The upload is incomplete (the request ended before the file did): please upload it again',
  uploadNotMultipart: 'The upload is not valid multipart/form-data: {{detail}}',
  uploadTooLarge: 'The file is too large: at most {{megabytes}} MB',
  uploadInvalid: 'The upload is not valid: {{detail}}',
  draining: 'The server is shutting down: another replica will take the request',
  databaseDown: 'The database is not answering',
  databaseUnavailable: 'The database is not answering right now: try again in a moment',
  downloadLinkRefused:
    'No download link can be made for {{url}} (only file exports, such as /api/blade-user/export-user)',
} as const satisfies AreaLike<typeof HTTP_ZH>;

export const REQUEST_PART_EN = {
  body: 'request body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
  other: 'request',
} as const satisfies AreaLike<typeof REQUEST_PART_ZH>;
