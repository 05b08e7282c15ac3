import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ContextOptions } from '../context';

/** A Fastify instance whose routes infer `request.query`/`body`/`params` from their TypeBox schemas. */
export type FastifyTypeBox = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** A service plugin (mounted by `registerServices`) with TypeBox inference. */
export type ServicePlugin = FastifyPluginAsyncTypebox<ContextOptions>;

// The response schemas live in responses.ts (which knows nothing of the app's context, so modules
// the context depends on can use them); re-exported here for the services.
export * from './responses';
