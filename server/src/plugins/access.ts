import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@contract/api-paths';
import type { Access } from '@contract/permissions';
import { bearer } from '../lib/route-docs';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (contract/permissions.ts). Required on every /api/v1 route. */
    access?: Access;
  }
}

/**
 * Makes the access rule the only way to protect a route: a /api/v1 route without one stops
 * the server at start-up; a rule other than `public` adds authentication (as preValidation,
 * after the rate limiter: see ADR 0008) and the bearer scheme to the OpenAPI document. The
 * role check itself runs in the request's transaction, with the caller loaded (plugins/auth.ts).
 */
export function registerAccess(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (!access) throw new Error(`${String(route.method)} ${route.url} declares no access rule (config.access)`);
    if (access === 'public') return;
    const own = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [app.authenticate, ...own];
    if (route.schema && !route.schema.hide) route.schema = { ...route.schema, security: bearer };
  });
}
