import type { FastifyPluginAsync } from 'fastify';
import type { ContextOptions } from '../context';
import { authRoutes } from './auth/routes';
import { healthRoutes } from './health';

/** Every Blade service, mounted under `/api` (the first path segment is the service id). */
export const registerServices: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  await app.register(healthRoutes, { ctx });
  await app.register(authRoutes, { prefix: '/blade-auth', ctx });
};
