import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify's own compilers (Ajv for requests, fast-json-stringify for answers), each schema compiled
 * once per process instead of once per app. Fastify builds its compilers per instance, and the
 * routes build their schemas afresh for each app, so an app built again in the same process — the
 * server tests build one per file and replicas beside it, ~110 files in each of two suites —
 * compiled all ~500 of them again: 650 of buildApp's 900 ms (CPU profile, 2026-12-02). The same
 * schema text under the same options gives the same function, so it is looked up by its JSON.
 *
 * One difference from Fastify's defaults: Fastify lower-cases a route's `headers` schema only for
 * its own compiler, so a headers schema must name its headers in lower case (checked below).
 */
export const schemaController = {
  compilersFactory: { buildValidator: memoisedValidators(), buildSerializer: memoisedSerializers() },
} as unknown as NonNullable<FastifyServerOptions['schemaController']>;

// What Fastify passes at run time: the compilers' published types name an Ajv schema instead of
// the route definition ({ schema, method, url, httpPart }) that Fastify hands them.
type Factory<Compile> = (externalSchemas: unknown, options?: unknown) => Compile;
type Compile = (route: { schema: unknown; httpPart?: string }) => unknown;

function memoisedValidators(): Factory<Compile> {
  const ajvPool = AjvCompiler() as unknown as Factory<Compile>;
  // The pool gives the same compiler (one Ajv) for the same shared schemas and options.
  const compiled = new WeakMap<Compile, Map<string, unknown>>();
  return (externalSchemas, options) => {
    const compile = ajvPool(externalSchemas, options);
    const bySchema = compiled.get(compile) ?? new Map<string, unknown>();
    compiled.set(compile, bySchema);
    return remembered(bySchema, compile, (route) => {
      if (route.httpPart === 'headers') assertLowerCaseHeaders(route.schema);
    });
  };
}

function memoisedSerializers(): Factory<Compile> {
  const build = SerializerSelector() as unknown as Factory<Compile>;
  const compiledByOptions = new Map<string, Map<string, unknown>>();
  return (externalSchemas, options) => {
    const key = JSON.stringify([externalSchemas, options]);
    const bySchema = compiledByOptions.get(key) ?? new Map<string, unknown>();
    compiledByOptions.set(key, bySchema);
    return remembered(bySchema, build(externalSchemas, options));
  };
}

function remembered(
  bySchema: Map<string, unknown>,
  compile: Compile,
  check?: (route: Parameters<Compile>[0]) => void,
): Compile {
  return (route) => {
    check?.(route);
    const key = JSON.stringify(route.schema);
    let fn = bySchema.get(key);
    if (fn === undefined) {
      fn = compile(route);
      bySchema.set(key, fn);
    }
    return fn;
  };
}

function assertLowerCaseHeaders(schema: unknown): void {
  const properties = (schema as { properties?: Record<string, unknown> } | null)?.properties ?? {};
  const named = Object.keys(properties).find((name) => name !== name.toLowerCase());
  if (named) throw new Error(`a route's headers schema names "${named}": name headers in lower case`);
}
