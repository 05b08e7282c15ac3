import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * A public form's POST (no token) to `url` under the app `app()` answers when called: each call
 * comes from an address of its own, so the per-client limits (orders, messages) bite only where
 * a test sends the same `remoteAddress` on purpose.
 */
export function publicForm(app: () => FastifyInstance, url: string) {
  let client = 0;
  return (payload: Record<string, unknown>, options: Partial<InjectOptions> = {}) => {
    client += 1;
    return app().inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: `10.0.${client >> 8}.${client & 255}`,
      ...options,
    });
  };
}
