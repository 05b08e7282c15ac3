import type { R } from '@blade-console/blade-client/types';
import type { FastifyRequest } from 'fastify';
import type { AccessClaims } from '../auth/jwt';
import { currentUser } from '../http/auth-hook';
import { type FastifyTypeBox, rowResponse } from '../http/schemas';
import { idQuerySchema } from './fields';

/**
 * `GET path?id=` answering one row (`rowResponse`), for the detail routes a resource's own CRUD
 * routes do not make: `answer` gets the signed-in user and the id (and the request, for what else
 * it needs) and answers the envelope, a row or `{}` with its message, or throws.
 */
export function registerRowByIdRoute(
  app: FastifyTypeBox,
  tags: string[],
  path: string,
  answer: (user: AccessClaims, id: bigint, request: FastifyRequest) => Promise<R<object>>,
): void {
  app.get(path, { schema: { tags, querystring: idQuerySchema, response: rowResponse } }, (request) =>
    answer(currentUser(request), BigInt(request.query.id), request),
  );
}
