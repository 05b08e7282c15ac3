import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * Blade reads a call's parameters as Spring's `@RequestParam` does: from the query string or a
 * urlencoded form body alike. Saber sends a password change's fields in the query; our console
 * sends them in the body, so that no credential is written to an access log with the address. As a
 * route's `preValidation` hook, the form's fields join the query (the body's winning) before the
 * query's schema checks them, so the messages stay the schema's whichever way they came.
 */
export function formFieldsIntoQuery(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const { body } = request;
  const isForm = request.headers['content-type']
    ?.toLowerCase()
    .startsWith('application/x-www-form-urlencoded');
  if (isForm && body && typeof body === 'object') {
    request.query = { ...(request.query as object), ...(body as object) };
  }
  done();
}
