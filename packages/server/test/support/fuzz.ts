import type { InjectOptions } from 'fastify';

/** A small seeded generator (mulberry32): the same seed replays the same requests. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number): number => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}

export type Random = ReturnType<typeof seeded>;

/** A route as the API documents it (OpenAPI of @fastify/swagger): method, path template, body fields. */
export interface FuzzRoute {
  method: string;
  path: string;
  bodyFields: string[];
  queryFields: string[];
}

/** Scalars that break parsers, validators, id columns and SQL: wrong types, extremes, escapes. */
const ODD_SCALARS: readonly unknown[] = [
  '',
  ' ',
  '1',
  '-1',
  '0',
  '1.5',
  '99999999999999999999999999',
  '1e309',
  'NaN',
  'null',
  'true',
  'abc',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\ud800',
  '😀'.repeat(50),
  'x'.repeat(5000),
  '2026-13-45 99:99:99',
  '1,2,,3,',
  0,
  -1,
  1.5,
  2 ** 63,
  true,
  null,
  [],
  [1, 'a'],
  {},
  { $gt: 1 },
];

const ODD_QUERY_VALUES: readonly string[] = [
  '',
  '1',
  '-1',
  'abc',
  '%E0%A4%A',
  '%zz',
  '%',
  '%00',
  '99999999999999999999999',
  'x'.repeat(3000),
  encodeURIComponent('😀\u0000'),
  '1,2,3',
  'true',
  '%27%20OR%201%3D1',
];

const COMMON_QUERY = [
  'current',
  'size',
  'id',
  'ids',
  'parentId',
  'name',
  'tenantId',
  'code',
  'descs',
  'ascs',
];

function oddValue(random: Random, depth = 0): unknown {
  if (depth < 2 && random.chance(0.1)) return [oddValue(random, depth + 1), oddValue(random, depth + 1)];
  if (depth < 2 && random.chance(0.1)) return { a: oddValue(random, depth + 1) };
  return random.pick(ODD_SCALARS);
}

function fillPath(random: Random, path: string): string {
  return path.replace(/\{[^}]+\}|\*$/g, () =>
    random.pick([
      '1',
      '0',
      'abc',
      '%zz',
      '%E0%A4%A',
      '99999999999999999999',
      encodeURIComponent('../x'),
      'a.png',
    ]),
  );
}

function query(random: Random, route: FuzzRoute): string {
  const names = [...route.queryFields, ...COMMON_QUERY];
  const parts: string[] = [];
  for (let i = random.int(4); i > 0; i--) {
    const name = random.chance(0.1) ? random.pick(['%zz', '', 'a[b]', '__proto__']) : random.pick(names);
    parts.push(`${name}=${random.pick(ODD_QUERY_VALUES)}`);
  }
  if (random.chance(0.05)) parts.push('%');
  return parts.length ? `?${parts.join('&')}` : '';
}

const BOUNDARY = 'fuzzBoundary';

function nested(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/** A body of one of the shapes that escaped the envelope before (issue 17 point 7) or could. */
function body(random: Random, route: FuzzRoute): Pick<InjectOptions, 'payload' | 'headers'> {
  const kind = random.int(10);
  const json = { 'content-type': 'application/json' };
  switch (kind) {
    case 0:
      return {
        headers: json,
        payload: random.pick(['{"a":', '{', '[1,', '{"a":1}}', 'nul', '"\\u12"', '\u0000']),
      };
    case 1:
      return { headers: json, payload: nested(random.pick([30, 70, 5000])) };
    case 2:
      return {
        headers: json,
        payload: JSON.stringify({ big: 'x'.repeat(random.pick([10_000, 1_000_000])) }),
      };
    case 3: {
      const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\nPK\u0003\u0004`;
      const payload = random.chance(0.5) ? head : `${head}abc\r\n--${BOUNDARY}--\r\n`;
      return { headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload };
    }
    case 4:
      return { headers: { 'content-type': 'multipart/form-data' }, payload: 'no boundary' };
    case 5:
      return {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: random.pick(['a=%zz&b=%E0%A4%A', '%', 'username=admin&password=%', '=&=&']),
      };
    case 6:
      return {
        headers: {
          'content-type': random.pick([
            'text/plain',
            'application/xml',
            'application/json; charset=latin9',
            'x/y',
          ]),
        },
        payload: '<a/>',
      };
    default: {
      // Near-valid: the route's own fields with values of the wrong type or size.
      const fields = route.bodyFields.length ? route.bodyFields : ['id', 'name'];
      const value: Record<string, unknown> = {};
      for (const field of fields) if (random.chance(0.7)) value[field] = oddValue(random);
      const top = random.chance(0.1) ? [value] : random.chance(0.05) ? random.pick(ODD_SCALARS) : value;
      return { headers: json, payload: JSON.stringify(top) };
    }
  }
}

const ODD_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'] as const;

/** One request against `route`: its method mostly, an odd one sometimes; odd path, query and body. */
export function fuzzRequest(random: Random, route: FuzzRoute): InjectOptions & { url: string } {
  const method = (random.chance(0.15) ? random.pick(ODD_METHODS) : route.method) as InjectOptions['method'];
  const url = `${fillPath(random, route.path)}${query(random, route)}`;
  if (method === 'GET' || method === 'HEAD' || random.chance(0.1)) return { method, url };
  return { method, url, ...body(random, route) };
}

/**
 * Whether an OpenAPI operation answers an endless event stream (`GET /api/blade-desk/events`):
 * a request that is let in never ends, so the walkers over every route leave it out (its own tests
 * are test/events.test.ts).
 */
export function answersEventStream(operation: unknown): boolean {
  const responses = (operation as { responses?: Record<string, { content?: Record<string, unknown> }> })
    .responses;
  return Object.keys(responses?.['200']?.content ?? {}).includes('text/event-stream');
}

/** The routes of an OpenAPI document, with the names of their body and query fields. */
export function routesOf(
  doc: { paths?: Record<string, Record<string, unknown>> },
  { withStreams = false } = {},
): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    for (const [method, raw] of Object.entries(operations)) {
      if (!withStreams && answersEventStream(raw)) continue;
      const operation = raw as {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      };
      const schema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
      routes.push({
        method: method.toUpperCase(),
        path,
        bodyFields: Object.keys(schema?.properties ?? {}),
        queryFields: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      });
    }
  }
  return routes;
}
