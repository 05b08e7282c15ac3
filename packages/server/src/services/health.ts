import type { Health, Readiness } from '@blade-console/blade-client/types';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { HttpError, ok } from '../http/envelope';
import type { ServicePlugin } from '../http/schemas';
import { okResponse } from '../http/schemas';
import { msg } from '../i18n';

/**
 * `GET /api/health` (liveness: the process answers and so does its database) and
 * `GET /api/health/ready` (readiness: 200 only while the server takes traffic — its database
 * answers, migrations ran before it listened, it is not draining — else 503). Both public.
 */
export const healthRoutes: ServicePlugin = async (app, { ctx }) => {
  app.get(
    '/health',
    {
      schema: {
        summary: '健康检查',
        description: 'Liveness and database check',
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

  app.get(
    '/health/ready',
    {
      schema: {
        summary: '就绪检查',
        description: 'Readiness: 503 while draining or when the database does not answer',
        tags: ['health'],
        response: okResponse(Type.Object({ status: Type.Literal('ready'), database: Type.String() })),
      },
    },
    async () => {
      if (app.bladeLifecycle.draining) throw new HttpError(503, msg('http.draining'));
      try {
        await ctx.db.execute(sql`select 1`);
      } catch {
        throw new HttpError(503, msg('http.databaseDown'));
      }
      const ready: Readiness = { status: 'ready', database: ctx.databaseKind };
      return ok(ready);
    },
  );
};
