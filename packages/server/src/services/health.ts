import type { Health } from '@blade-console/blade-client/types';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ContextOptions } from '../context';
import { ok } from '../http/envelope';

/** `GET /api/health`: public; also proves the database answers. */
export const healthRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  app.get('/health', { schema: { summary: 'Liveness and database check', tags: ['health'] } }, async () => {
    await ctx.db.execute(sql`select 1`);
    const health: Health = { status: 'ok', database: ctx.databaseKind };
    return ok(health);
  });
};
