import type { FastifyInstance } from 'fastify';

/** Names the replica that answered, when `BLADE_REPLICA_NAME` is set (the replica tests read it). */
export const REPLICA_HEADER = 'x-blade-replica';

/** Every answer, errors and 404s included, carries the replica's name. */
export function registerReplicaHeader(app: FastifyInstance, name: string | undefined): void {
  if (!name) return;
  app.addHook('onRequest', async (_request, reply) => {
    reply.header(REPLICA_HEADER, name);
  });
}
