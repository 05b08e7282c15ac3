import type { FastifyPluginAsync } from 'fastify';
import type { ContextOptions } from '../context';
import { authRoutes } from './auth/routes';
import { healthRoutes } from './health';
import { menuRoutes } from './system/menu/routes';
import { paramRoutes } from './system/param/routes';
import { tenantInfoRoutes } from './system/tenant/routes';

/** Every Blade service, mounted under `/api` (the first path segment is the service id). */
export const registerServices: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  await app.register(healthRoutes, { ctx });
  await app.register(authRoutes, { prefix: '/blade-auth', ctx });
  await app.register(menuRoutes, { prefix: '/blade-system/menu', ctx });
  await app.register(paramRoutes, { prefix: '/blade-system/param', ctx });
  await app.register(tenantInfoRoutes, { prefix: '/blade-system/tenant', ctx });
};
