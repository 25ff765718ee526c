import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'down']) });

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        config: { rateLimit: false },
        schema: { tags: ['health'], summary: 'Liveness with a database round trip', response: { 200: healthSchema, 503: healthSchema } },
      },
      async (req, reply) => {
        try {
          await ctx.tenantTx(null, (tx) => tx.execute(sql`select 1`), { time: req.dbTime });
          return { status: 'ok' as const, database: 'ok' as const };
        } catch (err) {
          req.log.error({ err }, 'health check: database unreachable');
          return reply.status(503).send({ status: 'unavailable', database: 'down' });
        }
      },
    );
  };
}
