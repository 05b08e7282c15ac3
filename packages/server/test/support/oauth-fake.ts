import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny OAuth2 provider (RFC 6749 authorization code flow) for the `social` and
 * `authorization_code` grants: `/authorize` remembers who is "signing in" and redirects back with a
 * one-use code; `/token` checks client id, secret, code and redirect_uri like a real provider;
 * `/user` answers the person of a bearer token. `port` 0 picks a free port (tests); the e2e run
 * passes its own.
 */
export const OAUTH_FAKE_CLIENT = { clientId: 'fake-client', clientSecret: 'fake-secret' } as const;

export interface FakePerson {
  id: number;
  login: string;
}

export interface OAuthFake {
  url: string;
  /** Issues a code for `person` as `/authorize` would after they said yes. */
  codeFor(person: FakePerson, redirectUri: string): string;
  /** Token requests seen (for checking what the server sent). */
  tokenRequests: URLSearchParams[];
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startOAuthFake(port = 0): Promise<OAuthFake> {
  const codes = new Map<string, { person: FakePerson; redirectUri: string }>();
  const tokens = new Map<string, FakePerson>();
  const tokenRequests: URLSearchParams[] = [];
  const codeFor = (person: FakePerson, redirectUri: string) => {
    const code = randomBytes(8).toString('hex');
    codes.set(code, { person, redirectUri });
    return code;
  };
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/authorize') {
      // The person "approves" at once; `login` picks who they are (default octocat).
      const person = {
        id: Number(url.searchParams.get('person_id') ?? 583231),
        login: url.searchParams.get('login') ?? 'octocat',
      };
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      const back = new URL(redirectUri);
      back.searchParams.set('code', codeFor(person, redirectUri));
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { location: back.toString() });
      response.end();
      return;
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      const form = new URLSearchParams(await bodyOf(request));
      tokenRequests.push(form);
      if (
        form.get('client_id') !== OAUTH_FAKE_CLIENT.clientId ||
        form.get('client_secret') !== OAUTH_FAKE_CLIENT.clientSecret
      ) {
        json(401, { error: 'invalid_client' });
        return;
      }
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!grant || grant.redirectUri !== form.get('redirect_uri')) {
        json(400, { error: 'invalid_grant', error_description: 'bad code' });
        return;
      }
      const accessToken = randomBytes(12).toString('hex');
      tokens.set(accessToken, grant.person);
      json(200, { access_token: accessToken, token_type: 'bearer' });
      return;
    }
    if (url.pathname === '/user') {
      const person = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!person) json(401, { message: 'Bad credentials' });
      else json(200, { id: person.id, login: person.login });
      return;
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    codeFor,
    tokenRequests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** `BLADE_SOCIAL_PROVIDERS` entry of a provider played by the fake at `url`. */
export function fakeProvider(url: string, redirectUri: string, more: Record<string, unknown> = {}) {
  return {
    ...OAUTH_FAKE_CLIENT,
    authorizeUrl: `${url}/authorize`,
    tokenUrl: `${url}/token`,
    userInfoUrl: `${url}/user`,
    redirectUri,
    idField: 'id',
    nameField: 'login',
    ...more,
  };
}
