import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { bladeClient } from '../db/schema';
import { OAuthError } from '../http/envelope';
import { msg } from '../i18n';

export interface OAuthClient {
  clientId: string;
  accessTokenValidity: number;
  refreshTokenValidity: number;
}

/** Reads `Authorization: Basic base64(id:secret)`; undefined when absent or malformed. */
export function parseBasicAuth(header: string | undefined): { id: string; secret: string } | undefined {
  if (!header || !/^basic /i.test(header)) return undefined;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  return { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/** The client of a token request, checked against `blade_client`; HTTP 401 otherwise. */
export async function authenticateClient(db: Db, authorization: string | undefined): Promise<OAuthClient> {
  const credentials = parseBasicAuth(authorization);
  if (!credentials) {
    throw new OAuthError(401, 'invalid_client', msg('auth.missingClient'));
  }
  const [client] = await db
    .select({
      clientId: bladeClient.clientId,
      clientSecret: bladeClient.clientSecret,
      accessTokenValidity: bladeClient.accessTokenValidity,
      refreshTokenValidity: bladeClient.refreshTokenValidity,
    })
    .from(bladeClient)
    .where(and(eq(bladeClient.clientId, credentials.id), eq(bladeClient.isDeleted, 0)));
  if (!client || client.clientSecret !== credentials.secret) {
    throw new OAuthError(401, 'invalid_client', msg('auth.badClient'));
  }
  return {
    clientId: client.clientId,
    accessTokenValidity: client.accessTokenValidity,
    refreshTokenValidity: client.refreshTokenValidity,
  };
}
