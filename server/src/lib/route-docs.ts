import { errorBodySchema } from '@contract/errors';

/** The error replies every route can give, for the OpenAPI document. */
export const errorReplies = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
} as const;

export const bearer = [{ bearerAuth: [] }];
