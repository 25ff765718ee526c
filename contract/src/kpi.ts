import { z } from 'zod';
import { endpoint } from './endpoint';
import { text } from './text';
import { isoDaySchema, money, wholeNumber } from './values';
import { visitTypes } from './visit-forms';

/**
 * KPI (DESIGN §4): each rep's monthly targets, what they actually did, and a manager's rating.
 * A month is the company's calendar month, written `YYYY-MM`.
 */

export const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter a month as YYYY-MM')
  .refine((m) => m >= '2000-01' && m <= '2099-12', 'Enter a month between 2000 and 2099');

/**
 * The metrics a target names, in the order the UI shows them. Visits count finished and
 * approved visits that are not false; new clients are leads the rep converted; collections
 * are the amounts of their collection visits; orders are visits that took an order.
 */
export const kpiMetrics = [
  'visits',
  'visits_new',
  'visits_follow_up',
  'visits_collection',
  'visits_delivery',
  'visits_call',
  'visits_expanding',
  'new_clients',
  'collections',
  'orders',
  'order_value',
] as const;
export type KpiMetric = (typeof kpiMetrics)[number];
/** The per-type metrics, indexed by visit type (0 New … 5 Expanding). */
export const visitTypeMetrics = kpiMetrics.slice(1, 7) as readonly KpiMetric[];
/** Metrics that are amounts of money (in the company's currency). */
export const moneyMetrics: readonly KpiMetric[] = ['collections', 'order_value'];

const count = wholeNumber({ min: 0, max: 100_000 });
const amount = money.refine((n) => n >= 0, 'Enter 0 or more');

/** What a manager sets for a month: every metric, 0 meaning "no target". */
export const kpiTargetValuesSchema = z.object({
  visits: count,
  visits_by_type: z.array(count).length(visitTypes.length, 'Give a target for each of the six visit types'),
  new_clients: count,
  collections: amount,
  orders: count,
  order_value: amount,
});
export type KpiTargetValues = z.infer<typeof kpiTargetValuesSchema>;

const MAX_TARGET_USERS = 500;

/**
 * `POST target/user`: the same targets for one rep or a whole team at once, or last month's
 * targets copied to this month (each rep keeps their own; reps without last month's get none).
 */
export const kpiTargetInputSchema = z
  .object({
    month: monthSchema,
    user_ids: z
      .array(z.uuid('Choose users of your company'))
      .min(1, 'Choose at least one rep')
      .max(MAX_TARGET_USERS, `At most ${MAX_TARGET_USERS} reps at a time`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each rep only once'),
    targets: kpiTargetValuesSchema.nullable().default(null),
    copy_previous_month: z.boolean().default(false),
  })
  .superRefine((b, ctx) => {
    if (!b.targets && !b.copy_previous_month)
      ctx.addIssue({ code: 'custom', path: ['targets'], message: 'Give the targets or copy last month’s' });
    if (b.targets && b.copy_previous_month)
      ctx.addIssue({ code: 'custom', path: ['copy_previous_month'], message: 'Either give the targets or copy last month’s, not both' });
  });
export type KpiTargetInput = z.input<typeof kpiTargetInputSchema>;

const personSchema = z.object({ id: z.uuid(), name: z.string() });

export const kpiTargetSchema = kpiTargetValuesSchema.extend({
  user: personSchema,
  month: z.string(),
  set_by: personSchema,
  updated_at: z.string(),
});
export type KpiTarget = z.infer<typeof kpiTargetSchema>;

export const kpiTargetListSchema = z.object({ month: z.string(), results: z.array(kpiTargetSchema) });

export const kpiMonthQuerySchema = z.object({
  /** Default: the company's current month. */
  month: monthSchema.optional(),
  /** One rep (a sales user may only name themselves). */
  user_id: z.uuid().optional(),
});

export const kpiTrendQuerySchema = kpiMonthQuerySchema.extend({
  /** The team's trend also gives each rep's (ignored with `user_id`, and for a sales user). */
  by_rep: z.stringbool().optional(),
});
export type KpiTrendQuery = z.infer<typeof kpiTrendQuerySchema>;

/** One metric of one rep's month: `ratio` is actual ÷ target, `null` without a target. */
export const kpiFigureSchema = z.object({ target: z.number(), actual: z.number(), ratio: z.number().nullable() });
export type KpiFigure = z.infer<typeof kpiFigureSchema>;

export const kpiRatingSchema = z.object({
  rating: z.number().int(),
  comment: z.string(),
  rated_by: personSchema,
  rated_at: z.string(),
});
export type KpiRating = z.infer<typeof kpiRatingSchema>;

export const repAttainmentSchema = z.object({
  user: personSchema,
  has_targets: z.boolean(),
  figures: z.record(z.enum(kpiMetrics), kpiFigureSchema),
  /**
   * The mean over targeted metrics of each ratio capped at 1 (0…1), `null` without targets. A
   * rep is on track when it is at least the month's expected share (working days elapsed).
   */
  attainment: z.number().nullable(),
  on_track: z.boolean().nullable(),
  rating: kpiRatingSchema.nullable(),
});
export type RepAttainment = z.infer<typeof repAttainmentSchema>;

/** A rep's month in the six-month trend of the user KPI modal. */
export const kpiTrendPointSchema = z.object({
  month: z.string(),
  attainment: z.number().nullable(),
  visits: z.number(),
  collections: z.number(),
});

export const kpiReplySchema = z.object({
  month: z.string(),
  currency: z.string(),
  /** Working days of the month by the company's work week, and how many have begun. */
  working_days: z.number().int(),
  working_days_elapsed: z.number().int(),
  /** elapsed ÷ working days: the share of every target a rep on track has reached. */
  expected: z.number(),
  reps: z.array(repAttainmentSchema),
  /** With `user_id`: that rep's six months up to `month`, oldest first. */
  trend: z.array(kpiTrendPointSchema).nullable(),
});
export type KpiReply = z.infer<typeof kpiReplySchema>;

/**
 * `GET kpi/trend`: the six months up to `month` of every metric, for the whole company (a
 * manager without `user_id`) or one rep (a sales user: themselves). A month's attainment is at
 * its end, against the targets of everyone counted (null without targets).
 */
export const kpiTrendMonthSchema = z.object({
  month: z.string(),
  actuals: z.record(z.enum(kpiMetrics), z.number()),
  targets: z.record(z.enum(kpiMetrics), z.number()),
  attainment: z.number().nullable(),
});
export type KpiTrendMonth = z.infer<typeof kpiTrendMonthSchema>;
/** One rep's six months beside the team's (`by_rep`): the same figures as asking for that rep alone. */
export const kpiRepTrendSchema = z.object({
  user_id: z.uuid(),
  name: z.string(),
  months: z.array(kpiTrendMonthSchema),
});
export type KpiRepTrend = z.infer<typeof kpiRepTrendSchema>;
export const kpiTrendReplySchema = z.object({
  currency: z.string(),
  /** Whose trend: the rep, or null for the team. */
  user_id: z.uuid().nullable(),
  months: z.array(kpiTrendMonthSchema),
  /**
   * With `by_rep` on the team's trend: every rep's months (active sales users, and anyone with
   * figures or targets in the six months), by name. Null otherwise.
   */
  reps: z.array(kpiRepTrendSchema).nullable(),
});
export type KpiTrendReply = z.infer<typeof kpiTrendReplySchema>;

/** `POST kpi/rate`: a manager's rating of a rep's month. Rating again replaces it. */
export const kpiRateInputSchema = z.object({
  user_id: z.uuid(),
  month: monthSchema,
  rating: z.coerce.number().int('Choose 1 to 5 stars').min(1, 'Choose 1 to 5 stars').max(5, 'Choose 1 to 5 stars'),
  comment: text({ max: 2000, multiline: true }).default(''),
});
export type KpiRateInput = z.input<typeof kpiRateInputSchema>;

/** `POST collecton/total/visit` (sic, the spec's path): collections of a period, by payment. */
export const collectionTotalInputSchema = z
  .object({
    from: isoDaySchema,
    to: isoDaySchema,
    /** One rep (a sales user: only themselves); all reps when absent. */
    user_id: z.uuid().nullable().default(null),
  })
  .refine((b) => b.from <= b.to, { path: ['to'], message: 'The end must not be before the start' });

export const collectionTotalSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  cash: z.number(),
  credit: z.number(),
  total: z.number(),
  visits: z.number().int(),
});
export type CollectionTotal = z.infer<typeof collectionTotalSchema>;

export const kpiApi = {
  targets: endpoint({
    method: 'GET',
    path: 'target/user',
    access: 'kpi.view',
    summary: "A month's targets for each rep (a sales user: their own)",
    tags: ['kpi'],
    query: kpiMonthQuerySchema,
    reply: kpiTargetListSchema,
  }),
  setTargets: endpoint({
    method: 'POST',
    path: 'target/user',
    access: 'kpi.manage',
    summary: "Set a month's targets for one or more reps, or copy last month's",
    tags: ['kpi'],
    body: kpiTargetInputSchema,
    reply: kpiTargetListSchema,
  }),
  attainment: endpoint({
    method: 'GET',
    path: 'get/kpi/',
    access: 'kpi.view',
    summary: "Each rep's month: targets, actuals and attainment, pro-rated by working days",
    tags: ['kpi'],
    query: kpiMonthQuerySchema,
    reply: kpiReplySchema,
  }),
  trend: endpoint({
    method: 'GET',
    path: 'kpi/trend',
    access: 'kpi.view',
    summary: 'Six months of every metric, for the team (and, with by_rep, each rep) or one rep (a sales user: their own)',
    tags: ['kpi'],
    query: kpiTrendQuerySchema,
    reply: kpiTrendReplySchema,
  }),
  rate: endpoint({
    method: 'POST',
    path: 'kpi/rate',
    access: 'kpi.manage',
    summary: "Rate a rep's month 1–5 with a comment",
    tags: ['kpi'],
    body: kpiRateInputSchema,
    reply: kpiRatingSchema,
  }),
  collectionTotal: endpoint({
    method: 'POST',
    path: 'collecton/total/visit',
    access: 'kpi.view',
    summary: 'Collections of a period, split by payment (Cash/Credit)',
    tags: ['kpi'],
    body: collectionTotalInputSchema,
    reply: collectionTotalSchema,
  }),
};
