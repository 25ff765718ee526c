import { z } from 'zod';
import type { Access } from './permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SuccessStatus = 200 | 201 | 202 | 204;

/**
 * One API call, declared once: the server registers its route from this (path, schemas,
 * access rule, OpenAPI text) and the web calls it through `apiCall()` with the same types,
 * validating the reply with the same schema. `path` is relative to /api/v1/ and names its
 * parameters as `:name`.
 */
export interface Endpoint<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType | undefined = z.ZodType | undefined,
  A extends Access = Access,
> {
  method: HttpMethod;
  path: string;
  access: A;
  summary: string;
  tags: readonly string[];
  params?: P;
  query?: Q;
  body?: B;
  /** The JSON reply; absent for a reply that is not JSON (a file download). */
  reply: R;
  /** The success status; 200 unless given. 204 replies carry no body (`reply` is z.null()). */
  status?: SuccessStatus;
}

export function endpoint<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
  A extends Access = Access,
>(def: Endpoint<P, Q, B, R, A>): Endpoint<P, Q, B, R, A> {
  return def;
}

// The schemas an endpoint was declared with (undefined where it declares none).
type ParamsSchema<E> = E extends Endpoint<infer P, z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined> ? P : never;
type QuerySchema<E> = E extends Endpoint<z.ZodType | undefined, infer Q, z.ZodType | undefined, z.ZodType | undefined> ? Q : never;
type BodySchema<E> = E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer B, z.ZodType | undefined> ? B : never;
type ReplySchema<E> = E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, infer R> ? R : never;

type Out<S> = [S] extends [z.ZodType] ? z.infer<S> : undefined;
type In<S> = [S] extends [z.ZodType] ? z.input<S> : undefined;

/** What a handler receives, already validated. */
export interface EndpointInput<E extends Endpoint> {
  params: Out<ParamsSchema<E>>;
  query: Out<QuerySchema<E>>;
  body: Out<BodySchema<E>>;
}

/** What a caller sends: each part only where the endpoint declares it. */
export type EndpointCall<E extends Endpoint> = ([ParamsSchema<E>] extends [z.ZodType]
  ? { params: In<ParamsSchema<E>> }
  : { params?: never }) &
  ([QuerySchema<E>] extends [z.ZodType] ? { query?: In<QuerySchema<E>> } : { query?: never }) &
  ([BodySchema<E>] extends [z.ZodType] ? { body: In<BodySchema<E>> } : { body?: never });

/** The body a caller sends. */
export type BodyIn<E extends Endpoint> = In<BodySchema<E>>;

/** The reply as the server may produce it (before the schema's transforms) and as the web reads it. */
export type ReplyIn<E extends Endpoint> = [ReplySchema<E>] extends [z.ZodType] ? z.input<ReplySchema<E>> : unknown;
export type ReplyOf<E extends Endpoint> = [ReplySchema<E>] extends [z.ZodType] ? z.infer<ReplySchema<E>> : unknown;

/** The endpoint's path with its `:name` parameters filled in (encoded). */
export function pathOf(ep: Endpoint, params?: Record<string, unknown>): string {
  return ep.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${ep.path}: parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** `:id` in a path: a record's UUID (anything else is a 400 before any query runs). */
export const idParamsSchema = z.object({ id: z.uuid() });
