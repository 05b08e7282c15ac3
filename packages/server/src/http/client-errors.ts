import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError } from 'fastify';
import { messages, msg } from '../i18n';
import { negotiateLanguage } from '../i18n/language';
import { failure } from './envelope';

/**
 * Node's HTTP parser refuses some requests before Fastify sees them: a header block past Node's
 * limit (an address of 16 KB or more: 5,000 ids, a long filter) or a request line it cannot read.
 * Fastify's default answer there is its own JSON (`{"error":"Request Header Fields Too Large",…}`),
 * not the envelope every other answer has; this writes the envelope, in the language the request's
 * Accept-Language asks for as far as the bytes read show it, and closes the connection.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  // Nothing to answer on a connection that is gone or was reset (Fastify's own rule).
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy(error);
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const said = tooLarge ? msg('http.headersTooLarge') : msg('http.unreadableRequest');
  // The bytes read so far (a Buffer from Node; typed as its JSON form).
  const raw: unknown = error.rawPacket;
  const head = Buffer.isBuffer(raw) ? raw.toString('latin1') : '';
  const acceptLanguage = /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(head)?.[1];
  const language = negotiateLanguage(acceptLanguage);
  const body = JSON.stringify({ ...failure(status, said), msg: messages.translate(language, said) });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
