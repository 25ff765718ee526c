import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@contract/api-paths';
import { changePlanSchema, tenantSchema, updateTenantSchema } from '@contract/tenant';
import type { AppContext } from '../../context';
import { asUser } from '../../plugins/auth';
import { bearer, errorReplies } from '../../lib/route-docs';
import * as tenants from './tenants.service';

const tags = ['tenant'];

export function tenantRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(`/${apiPaths.tenantShow}`, {
      preValidation: app.authenticate,
      schema: { tags, summary: "The signed-in user's company", security: bearer, response: { 200: tenantSchema, ...errorReplies } },
    }, async (req) => asUser(ctx, req, (tx, me) => tenants.show(tx, me.tenantId)));

    app.put(`/${apiPaths.tenantUpdate}`, {
      preValidation: app.authenticate,
      schema: {
        tags, summary: 'Edit the company profile (admin)', security: bearer, body: updateTenantSchema,
        response: { 200: tenantSchema, ...errorReplies },
      },
    }, async (req) => asUser(ctx, req, (tx, me) => tenants.update(tx, me.tenantId, req.body), ['admin']));

    app.post(`/${apiPaths.tenantPlan}`, {
      preValidation: app.authenticate,
      schema: {
        tags, summary: 'Switch the plan (admin; self-serve plans while not paid for; recorded with who made it)', security: bearer,
        body: changePlanSchema, response: { 200: tenantSchema, ...errorReplies },
      },
    }, async (req) => asUser(ctx, req, (tx, me) => tenants.changePlan(tx, me, req.body.package), ['admin']));
  };
}
