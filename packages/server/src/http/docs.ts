import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** OpenAPI description of every route (from their JSON schemas) and its UI at `/api/docs`. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Blade Console API', version: '0.1.0', description: 'BladeX-dialect Blade API' },
      components: {
        securitySchemes: { bladeAuth: { type: 'apiKey', in: 'header', name: 'Blade-Auth' } },
      },
      security: [{ bladeAuth: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
