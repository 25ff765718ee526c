import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document is generated from the routes' zod schemas: it cannot drift. It is
 * always built (scripts and tests read `app.swagger()`), but served at /api/docs only when
 * `serve` is on: in production a map of every endpoint is not handed to strangers.
 */
export async function registerOpenApi(app: FastifyInstance, opts: { serve: boolean }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Ziyara API', version: '1.0.0', description: 'Field-sales and customer management. Base path /api/v1/.' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The tags open collapsed: Swagger UI 5 stops drawing the page part-way when it must draw
  // every operation of this document at once (130 of them: the 130th left only the first two
  // tags on screen, with no error), and a reader opens the tag they came for anyway.
  if (opts.serve) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { docExpansion: 'none' } });
}
