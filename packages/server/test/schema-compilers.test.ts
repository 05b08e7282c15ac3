import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { schemaController } from '../src/http/schema-compilers';

/**
 * The server's schema compilers: Fastify's own (Ajv, fast-json-stringify), each schema compiled once
 * per process however many apps are built in it (the server tests build one per file).
 */
type Compile = (route: object) => ((value: unknown) => unknown) & { errors?: unknown };
type Factory = (externalSchemas: unknown, options?: unknown) => Compile;
const { buildValidator, buildSerializer } = schemaController.compilersFactory as unknown as {
  buildValidator: Factory;
  buildSerializer: Factory;
};

const ajv = { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } } as const;
/** A fresh object each call, as the routes build their schemas for each app. */
const pageQuery = () => ({
  type: 'object',
  properties: { current: { type: 'integer', minimum: 1 } },
  required: ['current'],
});
const route = (schema: unknown, httpPart = 'querystring') => ({ schema, httpPart, method: 'GET', url: '/x' });

describe('validators', () => {
  it('gives two apps the same compiled function for the same schema, with their options', () => {
    const first = buildValidator({}, ajv)(route(pageQuery()));
    const second = buildValidator({}, ajv)(route(pageQuery()));
    expect(second).toBe(first);
    const query: Record<string, unknown> = { current: '2' };
    expect(first(query)).toBe(true);
    expect(query.current).toBe(2); // coerceTypes
    expect(first({ current: '0' })).toBe(false);
  });

  it('compiles another schema, or the same under other options, on its own', () => {
    const usual = buildValidator({}, ajv)(route(pageQuery()));
    const other = buildValidator({}, ajv)(route({ ...pageQuery(), required: [] }));
    expect(other).not.toBe(usual);
    expect(other({})).toBe(true);
    expect(usual({})).toBe(false);
    const strict = buildValidator({}, { customOptions: { coerceTypes: false } })(route(pageQuery()));
    expect(strict).not.toBe(usual);
    expect(strict({ current: '2' })).toBe(false);
  });

  it('refuses a headers schema that names a header in capitals (Fastify lower-cases only for its own)', () => {
    const headers = { type: 'object', properties: { 'X-Tenant': { type: 'string' } } };
    expect(() => buildValidator({}, ajv)(route(headers, 'headers'))).toThrow(/"X-Tenant".*lower case/);
    const lower = { type: 'object', properties: { 'x-tenant': { type: 'string' } } };
    expect(buildValidator({}, ajv)(route(lower, 'headers'))({ 'x-tenant': '000000' })).toBe(true);
  });
});

describe('serializers', () => {
  const answer = () => ({ type: 'object', properties: { id: { type: 'string' }, n: { type: 'integer' } } });

  it('gives two apps the same compiled function for the same schema', () => {
    const first = buildSerializer({}, {})(route(answer()));
    expect(buildSerializer({}, {})(route(answer()))).toBe(first);
    expect(first({ id: '1', n: 2, secret: 'x' })).toBe('{"id":"1","n":2}');
    expect(
      buildSerializer({}, {})(route({ type: 'object', properties: { n: { type: 'integer' } } })),
    ).not.toBe(first);
  });
});

describe('in Fastify', () => {
  it('validates and serialises the same in a second app built in the process', async () => {
    for (let built = 0; built < 2; built += 1) {
      const app = Fastify({ schemaController, ajv });
      app.get(
        '/page',
        {
          schema: {
            querystring: pageQuery(),
            response: { 200: { type: 'object', properties: { current: { type: 'integer' } } } },
          },
        },
        (request) => ({ ...(request.query as object), extra: 1 }),
      );
      const ok = await app.inject({ url: '/page?current=3' });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toBe('{"current":3}');
      const bad = await app.inject({ url: '/page?current=0' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/current.*>= 1/);
      await app.close();
    }
  });
});
