import type { FastifyInstance } from 'fastify';
import { authed } from '../helpers';

/** A signed download link (`POST /api/blade-auth/download-link`) for `url`, as the console asks for it. */
export async function signedLink(app: FastifyInstance, token: string, url: string): Promise<string> {
  const response = await authed(app, token, {
    method: 'POST',
    url: '/api/blade-auth/download-link',
    payload: { url },
  });
  if (response.statusCode !== 200) throw new Error(`download-link ${response.statusCode}: ${response.body}`);
  return (response.json() as { data: { url: string } }).data.url;
}
