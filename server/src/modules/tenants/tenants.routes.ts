import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@contract/api-paths';
import { changePlanSchema, tenantSchema, updateTenantSchema } from '@contract/tenant';
import type { AppContext } from '../../context';
import { asUser } from '../../plugins/auth';
import { errorReplies } from '../../lib/route-docs';
import * as tenants from './tenants.service';

const tags = ['tenant'];

export function tenantRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `/${apiPaths.tenantShow}`,
      {
        config: { access: 'signedIn' },
        schema: { tags, summary: "The signed-in user's company", response: { 200: tenantSchema, ...errorReplies } },
      },
      async (req) => asUser(ctx, req, (tx, me) => tenants.show(tx, me.tenantId)),
    );

    app.put(
      `/${apiPaths.tenantUpdate}`,
      {
        config: { access: 'company.manage' },
        schema: {
          tags,
          summary: 'Edit the company profile (admin)',
          body: updateTenantSchema,
          response: { 200: tenantSchema, ...errorReplies },
        },
      },
      async (req) => asUser(ctx, req, (tx, me) => tenants.update(tx, me.tenantId, req.body)),
    );

    app.post(
      `/${apiPaths.tenantPlan}`,
      {
        config: { access: 'company.manage' },
        schema: {
          tags,
          summary: 'Switch the plan (admin; self-serve plans while not paid for; recorded with who made it)',
          body: changePlanSchema,
          response: { 200: tenantSchema, ...errorReplies },
        },
      },
      async (req) => asUser(ctx, req, (tx, me) => tenants.changePlan(tx, me, req.body.package)),
    );
  };
}
