import type { FastifyInstance } from 'fastify';
import { authed, multipartFile } from '../helpers';

/**
 * `oss/endpoint/put-file` of one file as `token`, multipart as the console's upload sends it.
 * `cutShort` ends the body inside the file part (no closing boundary), as a connection lost
 * mid-upload leaves it.
 */
export function putFile(
  app: FastifyInstance,
  token: string,
  filename: string,
  content: Buffer | string,
  { cutShort = false } = {},
) {
  const { payload, headers } = multipartFile(filename, content);
  return authed(app, token, {
    method: 'POST',
    url: '/api/blade-resource/oss/endpoint/put-file',
    payload: cutShort ? payload.subarray(0, payload.length - 60) : payload,
    headers,
  });
}
