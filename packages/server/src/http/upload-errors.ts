import { msg } from '../i18n';
import { badRequest, HttpError } from './envelope';

/** busboy's words for a body that is not well-formed multipart (no boundary, cut off, bad header). */
const MALFORMED_MULTIPART = /^Multipart: |malformed part header/i;

const incomplete = () => badRequest(msg('http.uploadIncomplete'));

/**
 * A malformed or truncated multipart body as the 400 a person can act on, else undefined. The error
 * handler applies it to every route (the token endpoints read multipart too), so a bad upload is the
 * client's fault, never a 500 (issue 17 point 7).
 */
export function multipartFault(error: unknown): HttpError | undefined {
  const code = (error as { code?: string } | null)?.code;
  const message = String((error as Error | null)?.message ?? '');
  if (
    code === 'FST_PREMATURE_CLOSE' ||
    /unexpected end of (form|multipart data)|premature close/i.test(message)
  ) {
    return incomplete();
  }
  if (MALFORMED_MULTIPART.test(message)) {
    return badRequest(msg('http.uploadNotMultipart', { detail: message }));
  }
  return undefined;
}

/**
 * The multipart parser's failures of an upload's body, as the envelope messages of a bad upload
 * (400): too large, cut off, malformed or refused by the parser. One place for every upload route
 * (put-file, the Excel imports). Anything else is passed back unchanged.
 */
export function asUploadError(error: unknown, maxBytesText: string): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return badRequest(msg('http.uploadTooLarge', { megabytes: maxBytesText }));
  const fault = multipartFault(error);
  if (fault) return fault;
  // Only while an upload streams: the client went away mid-file.
  if (/aborted/i.test(String((error as Error)?.message ?? ''))) return incomplete();
  if (code?.startsWith('FST_'))
    return badRequest(msg('http.uploadInvalid', { detail: (error as Error).message }));
  return error;
}
