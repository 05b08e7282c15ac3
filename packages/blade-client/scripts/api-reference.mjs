// Generates API.md: every SDK method with the HTTP call it makes.
//
// It does not parse comments: it builds a real client over a recording fetch, runs the SPEC §7 call list
// (src/spec-calls.ts, the same list the coverage test uses) and writes down what each method sent. Then it
// walks the client object, so a method missing from that list shows up (and fails `--check`).
//
//   node scripts/api-reference.mjs          write API.md
//   node scripts/api-reference.mjs --check  fail when API.md is stale or a method is undocumented
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Load the TypeScript sources directly (tsx is a workspace dev dependency).
const { register } = await import('tsx/esm/api');
register();
const { createBladeClient, createBladeStorage, createMemoryStorage, createMemoryCookieJar } = await import(
  pathToFileURL(path.join(root, 'src/index.ts')).href
);
const { SPEC_CALLS: SPEC_LIST, DEFINITION_CALLS } = await import(
  pathToFileURL(path.join(root, 'src/spec-calls.ts')).href
);
// SPEC §7's calls, then the four of every plain area (client.resources.<name>).
const SPEC_CALLS = [...SPEC_LIST, ...DEFINITION_CALLS];

/**
 * Methods that are not HTTP calls of a resource (documented in README instead): the core's parts,
 * and the event stream (one long-lived GET per browser, src/events/).
 */
const SKIP = new Set(['http', 'storage', 'session', 'events']);
/** Methods that send no request of their own (listed with no call, not required in SPEC_CALLS). */
const NO_REQUEST = new Set(['auth.preparePasswordGrant']);

function recordingClient() {
  const calls = [];
  const fetch = async (url, init = {}) => {
    calls.push({ method: init.method ?? 'GET', url: String(url), body: init.body });
    const body = String(url).includes('/oauth/')
      ? { access_token: 'a', refresh_token: 'r' }
      : { code: 200, data: {} };
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  };
  const storage = createBladeStorage({
    local: createMemoryStorage(),
    session: createMemoryStorage(),
    cookies: createMemoryCookieJar(),
  });
  return { calls, client: createBladeClient({ fetch, storage }) };
}

/** Finds the dotted name of the method a call function invokes, by proxying the client. */
function methodName() {
  const { client } = recordingClient();
  let name;
  const wrap = (target, prefix) =>
    new Proxy(target, {
      get(object, key) {
        const value = object[key];
        const dotted = prefix ? `${prefix}.${String(key)}` : String(key);
        if (typeof value === 'function') {
          return (...args) => {
            name ??= dotted;
            return value(...args);
          };
        }
        return value && typeof value === 'object' ? wrap(value, dotted) : value;
      },
    });
  return { proxy: wrap(client, ''), name: () => name };
}

const documented = new Map();
for (const [route, call] of SPEC_CALLS) {
  const { calls, client } = recordingClient();
  const probe = methodName();
  await call(probe.proxy).catch(() => undefined);
  const name = probe.name();
  // Re-run on a plain client to record the request with its query.
  await call(client).catch(() => undefined);
  const sent = calls[0];
  const query = sent ? new URL(sent.url, 'http://x').search : '';
  // A urlencoded body's fields (passwords go there, never in the address), marked as such.
  const form =
    sent?.body instanceof URLSearchParams ? [...sent.body.keys()].map((key) => `${key} (form)`) : [];
  const entry = documented.get(name) ?? { routes: new Set(), params: new Set() };
  entry.routes.add(route);
  for (const p of [...new URLSearchParams(query).keys(), ...form]) entry.params.add(p);
  documented.set(name, entry);
}

function methodPaths(object, prefix = '') {
  const names = [];
  for (const [key, value] of Object.entries(object)) {
    if (!prefix && SKIP.has(key)) continue;
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'function') names.push(dotted);
    else if (value && typeof value === 'object') names.push(...methodPaths(value, dotted));
  }
  return names;
}

const all = methodPaths(recordingClient().client);
const undocumented = all.filter((name) => !documented.has(name) && !NO_REQUEST.has(name));

const groups = new Map();
for (const name of all) {
  const group = name.split('.').slice(0, -1).join('.') || '(client)';
  groups.set(group, [...(groups.get(group) ?? []), name]);
}

let markdown = `# @blade-console/blade-client — API reference

Generated from the SDK itself (a recording fetch runs every call of the API the SDK covers); do not
edit by hand. Paths are relative to \`baseUrl\` (default \`/api\`). Parameters are those sent in
the recorded example, in the query string or, marked (form), in a urlencoded body; JSON bodies and
multipart forms are noted in [README.md](./README.md).

- ${all.length} methods, ${SPEC_CALLS.length} calls of the API.
- Non-HTTP parts (\`client.session\`, \`client.storage\`, \`client.http\`, \`./swr\`, \`./mocks\`): see [README.md](./README.md).

`;
for (const [group, names] of groups) {
  markdown += `## client.${group}\n\n| method | call | parameters |\n|---|---|---|\n`;
  for (const name of names) {
    const entry = documented.get(name);
    const routes = entry ? [...entry.routes].map((route) => `\`${route}\``).join('<br>') : '—';
    const params = entry ? [...entry.params].map((param) => `\`${param}\``).join(', ') : '';
    markdown += `| \`client.${name}\` | ${routes} | ${params} |\n`;
  }
  markdown += '\n';
}

const target = path.join(root, 'API.md');
if (process.argv.includes('--check')) {
  const current = (() => {
    try {
      return readFileSync(target, 'utf8');
    } catch {
      return '';
    }
  })();
  if (undocumented.length > 0) {
    console.error(`Methods missing from src/spec-calls.ts: ${undocumented.join(', ')}`);
    process.exit(1);
  }
  // Compare table content, not padding: `biome check --write` aligns Markdown tables.
  const normalise = (text) =>
    text
      .replace(/ *\| */g, '|')
      .replace(/-{3,}/g, '---')
      .replace(/\n+$/, '');
  if (normalise(current) !== normalise(markdown)) {
    console.error('API.md is stale: run `pnpm --filter @blade-console/blade-client api-reference`.');
    process.exit(1);
  }
  console.log(`API.md is up to date (${all.length} methods).`);
} else {
  writeFileSync(target, markdown);
  console.log(
    `Wrote API.md: ${all.length} methods${undocumented.length ? `; undocumented: ${undocumented.join(', ')}` : ''}.`,
  );
}
