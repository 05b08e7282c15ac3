import type { Health, Readiness } from '@blade-console/blade-client/types';
import { Type } from 'typebox';
import { databaseAnswers } from '../db/answers';
import { HttpError, ok } from '../http/envelope';
import type { ServicePlugin } from '../http/schemas';
import { okResponse } from '../http/schemas';
import { msg } from '../i18n';

/**
 * `GET /api/health` (liveness: the process answers) and `GET /api/health/ready` (readiness: 200
 * only while the server takes traffic — its database answers within `DATABASE_CHECK_TIMEOUT_MS`,
 * migrations ran before it listened, it is not draining — else 503). Both public.
 *
 * Liveness does not ask the database: a restart cures a wedged process, not a stopped database, and
 * an orchestrator restarting every replica while the database is away only adds a cold start to the
 * outage. Readiness takes a replica out of rotation instead, and a hung database answers 503 in
 * bounded time rather than holding the probe (and, probe after probe, the pool).
 */
export const healthRoutes: ServicePlugin = async (app, { ctx }) => {
  app.get(
    '/health',
    {
      schema: {
        summary: '健康检查',
        description: 'Liveness: the process answers (readiness checks the database)',
        tags: ['health'],
        response: okResponse(Type.Object({ status: Type.Literal('ok'), database: Type.String() })),
      },
    },
    async () => {
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
      if (!(await databaseAnswers(ctx.db, ctx.config.databaseCheckTimeoutMs))) {
        throw new HttpError(503, msg('http.databaseDown'));
      }
      const ready: Readiness = { status: 'ready', database: ctx.databaseKind };
      return ok(ready);
    },
  );
};
