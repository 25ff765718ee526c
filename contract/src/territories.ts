import { z } from 'zod';
import { countryCodes } from './countries';
import { endpoint, idParamsSchema } from './endpoint';
import { pageOf } from './pagination';
import { outlineProblem } from './territory-geometry';
import { text } from './text';

/**
 * Territories (issue 43): an area a manager draws on the map (an outline) or names as a set of
 * the gazetteer's cities, with the reps who work it. A new client or lead a manager creates
 * without naming a rep goes to the rep of the territory it lies in (round-robin among several),
 * and the map shades each territory by the share of its clients visited lately.
 */
export const territoryKinds = ['polygon', 'cities'] as const;
export type TerritoryKind = (typeof territoryKinds)[number];

export const TERRITORY_MIN_VERTICES = 3;
export const TERRITORY_MAX_VERTICES = 500;
export const TERRITORY_MAX_CITIES = 200;
export const TERRITORY_MAX_REPS = 50;
/** Territories per company: the page lists them all, and each client is matched against them. */
export const TERRITORY_MAX_PER_COMPANY = 200;
/** The coverage windows the page offers (days back from now). */
export const coverageWindows = [7, 30, 90] as const;

const vertexSchema = z.object({
  latitude: z.number().min(-90, 'Latitude is between -90 and 90').max(90, 'Latitude is between -90 and 90'),
  longitude: z.number().min(-180, 'Longitude is between -180 and 180').max(180, 'Longitude is between -180 and 180'),
});

const citySchema = z.object({ country: z.enum(countryCodes), city: text({ min: 1, max: 80 }) });
export type TerritoryCity = z.infer<typeof citySchema>;

const outlineMessages = {
  repeated_corner: 'The outline uses one corner twice',
  self_intersecting: 'The outline crosses itself: move a corner so that its sides do not cross',
  no_area: 'The outline has no area: its corners are on one line',
} as const;

/** `POST territories/` and `PUT territories/{id}`: an outline for `polygon`, cities for `cities`. */
export const territoryInputSchema = z
  .object({
    name: text({ min: 1, max: 100 }),
    kind: z.enum(territoryKinds),
    polygon: z.array(vertexSchema).max(TERRITORY_MAX_VERTICES, `At most ${TERRITORY_MAX_VERTICES} corners`).nullable().default(null),
    cities: z.array(citySchema).max(TERRITORY_MAX_CITIES, `At most ${TERRITORY_MAX_CITIES} cities`).default([]),
    rep_ids: z
      .array(z.uuid())
      .max(TERRITORY_MAX_REPS, `At most ${TERRITORY_MAX_REPS} reps`)
      .refine((ids) => new Set(ids).size === ids.length, 'A rep is named twice')
      .default([]),
    /** New clients and leads a manager creates without a rep go to this territory's reps. */
    assign_new: z.boolean().default(true),
  })
  .superRefine((t, ctx) => {
    if (t.kind === 'polygon') {
      const n = t.polygon?.length ?? 0;
      if (n < TERRITORY_MIN_VERTICES) {
        ctx.addIssue({ code: 'custom', path: ['polygon'], message: `Draw at least ${TERRITORY_MIN_VERTICES} corners` });
        return;
      }
      const problem = outlineProblem(t.polygon!);
      if (problem) ctx.addIssue({ code: 'custom', path: ['polygon'], message: outlineMessages[problem] });
    } else if (t.cities.length === 0) ctx.addIssue({ code: 'custom', path: ['cities'], message: 'Choose at least one city' });
  });
export type TerritoryInput = z.input<typeof territoryInputSchema>;

export const territorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(territoryKinds),
  /** The outline's corners in drawing order (closed implicitly); null for a set of cities. */
  polygon: z.array(vertexSchema).nullable(),
  cities: z.array(citySchema),
  reps: z.array(z.object({ id: z.uuid(), full_name: z.string() })),
  assign_new: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Territory = z.infer<typeof territorySchema>;

export const coverageQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine((d) => (coverageWindows as readonly number[]).includes(d), 'Choose 7, 30 or 90 days')
    .default(30),
});

/**
 * One territory's coverage: its clients (not leads, not deleted) by outline or city, and how
 * many of them had a finished visit (finished or approved, not false) in the window.
 */
export const territoryCoverageSchema = z.object({
  territory_id: z.uuid(),
  clients: z.number().int(),
  visited: z.number().int(),
  /** visited / clients, 0..1; 0 when the territory has no clients. */
  share: z.number(),
});
export type TerritoryCoverage = z.infer<typeof territoryCoverageSchema>;

const tags = ['territories'];

export const territoriesApi = {
  list: endpoint({
    method: 'GET',
    path: 'territories/',
    access: 'territories.manage',
    tags,
    summary: `The company's territories (at most ${TERRITORY_MAX_PER_COMPANY}), by name`,
    reply: pageOf(territorySchema),
  }),
  create: endpoint({
    method: 'POST',
    path: 'territories/',
    access: 'territories.manage',
    tags,
    summary: 'Create a territory: an outline of 3–500 corners that does not cross itself, or a set of cities; with its reps',
    body: territoryInputSchema,
    reply: territorySchema,
    status: 201,
  }),
  coverage: endpoint({
    method: 'GET',
    path: 'territories/coverage',
    access: 'territories.manage',
    tags,
    summary: 'Per territory: its clients, how many had a finished visit in the last 7, 30 or 90 days, and the share',
    query: coverageQuerySchema,
    reply: pageOf(territoryCoverageSchema),
  }),
  details: endpoint({
    method: 'GET',
    path: 'territories/:id',
    access: 'territories.manage',
    tags,
    summary: 'One territory',
    params: idParamsSchema,
    reply: territorySchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'territories/:id',
    access: 'territories.manage',
    tags,
    summary: 'Replace a territory: name, outline or cities, reps and whether it assigns new clients',
    params: idParamsSchema,
    body: territoryInputSchema,
    reply: territorySchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: 'territories/:id',
    access: 'territories.manage',
    tags,
    summary: 'Delete a territory (its clients keep their reps)',
    params: idParamsSchema,
    reply: z.null(),
    status: 204,
  }),
};
