// Staff at work, as a load: `clients` loops, each sending the console's everyday calls one after
// another (with the token of a signed-in admin) until told to stop, counting every answer that is
// not a 200 envelope and every request that got no answer at all. The rolling-restart e2e and bench
// run it through nginx while the replicas restart.
import { createHash } from 'node:crypto';

const BASIC_SABER = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

/** What the console asks for as staff open and page its screens. */
export const CONSOLE_CALLS = [
  '/api/blade-system/menu/routes',
  '/api/blade-system/param/list?current=1&size=10',
  '/api/blade-system/dict/dictionary?code=sex',
  '/api/blade-desk/notice/list?current=1&size=10',
  '/api/blade-system/dept/tree',
  '/api/blade-system/user/page?current=1&size=10',
];

/**
 * An access token of `username` from `base`, by the password grant as Blade's clients send it (the
 * password as its md5, tenant 000000, the saber client).
 */
export async function passwordToken(base, username, password) {
  const query = new URLSearchParams({
    grant_type: 'password',
    username,
    password: createHash('md5').update(password).digest('hex'),
    tenantId: '000000',
    scope: 'all',
    type: 'account',
  });
  const response = await fetch(`${base}/api/blade-auth/oauth/token?${query}`, {
    method: 'POST',
    headers: { authorization: BASIC_SABER },
  });
  const body = await response.json();
  if (!body.access_token)
    throw new Error(`sign-in of ${username} failed: ${response.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

/** An admin's access token from `base` (the seeded admin; BLADE_ADMIN_PASSWORD, default admin). */
export function adminToken(base) {
  return passwordToken(base, 'admin', process.env.BLADE_ADMIN_PASSWORD ?? 'admin');
}

/**
 * Runs the load until `stop()` is called; `stop()` resolves with the counts once every loop has had
 * its last answer: `requests`, `failed` and the first failures' descriptions.
 */
export function startLoad({ base, token, clients = 32, calls = CONSOLE_CALLS }) {
  const headers = { 'blade-auth': `bearer ${token}`, authorization: BASIC_SABER };
  const counts = { requests: 0, failed: 0, failures: [] };
  let running = true;
  const fail = (what) => {
    counts.failed++;
    if (counts.failures.length < 20) counts.failures.push(what);
  };
  const loop = async (client) => {
    for (let i = client; running; i++) {
      const call = calls[i % calls.length];
      counts.requests++;
      try {
        const response = await fetch(`${base}${call}`, { headers });
        const body = await response.json().catch(() => undefined);
        if (response.status !== 200 || body?.code !== 200)
          fail(`${response.status} ${call}: ${JSON.stringify(body)?.slice(0, 200)}`);
      } catch (error) {
        fail(`no answer to ${call}: ${error.cause?.code ?? error.message}`);
      }
    }
  };
  const loops = Array.from({ length: clients }, (_, client) => loop(client));
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return counts;
    },
  };
}
