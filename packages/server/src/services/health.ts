import type { Health } from '@blade-console/blade-client/types';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { ok } from '../http/envelope';
import type { ServicePlugin } from '../http/schemas';
import { okResponse } from '../http/schemas';

/** `GET /api/health`: public; also proves the database answers. */
export const healthRoutes: ServicePlugin = async (app, { ctx }) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness and database check',
        tags: ['health'],
        response: okResponse(Type.Object({ status: Type.Literal('ok'), database: Type.String() })),
      },
    },
    async () => {
      await ctx.db.execute(sql`select 1`);
      const health: Health = { status: 'ok', database: ctx.databaseKind };
      return ok(health);
    },
  );
};
