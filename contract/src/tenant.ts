import { z } from 'zod';
import { countryCodes } from './countries';
import { packageNumbers } from './plans';
import { loginReplySchema } from './auth';
import { endpoint } from './endpoint';
import { text } from './text';
import { numberIn, wholeNumber } from './values';
import { visitTypes } from './visit-forms';
import { emailSchema, fullNameSchema, languages, passwordSchema, phoneSchema } from './users';

/** The company's field, chosen on `/signin/pickcompany`. */
export const companyFields = ['medical', 'pharma', 'fmcg', 'construction', 'technology', 'industrial', 'services', 'other'] as const;
export const industries = [
  'manufacturing',
  'distribution',
  'wholesale',
  'retail',
  'healthcare',
  'government',
  'education',
  'other',
] as const;

export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MINUTES = 15;
export const VERIFICATION_MAX_ATTEMPTS = 5;

const packageSchema = z.union(
  packageNumbers.map((n) => z.literal(n)) as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>],
);
const vatSchema = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z-]{5,20}$/, 'Enter the VAT number: 5 to 20 letters or digits');
const codeSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{6}$/, 'Enter the 6-digit code');

export const requestEmailCodeSchema = z.object({ email: emailSchema });
export const checkEmailCodeSchema = z.object({ email: emailSchema, code: codeSchema });

/** The company profile fields: shared by sign-up and the admin's edit. */
export const companyProfileSchema = z.object({
  company_name: text({ min: 2, max: 160 }),
  field: z.enum(companyFields),
  country: z.enum(countryCodes),
  city: text({ min: 1, max: 80 }),
  /** Optional until the company needs an invoice or a receipt: '' or absent stores nothing. */
  vat_number: vatSchema
    .or(z.literal(''))
    .nullish()
    .transform((v) => v || null),
  /** The commercial registration number, printed on receipts beside the VAT number. */
  cr_number: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z-]{4,30}$/, 'Enter the CR number: 4 to 30 letters or digits')
    .or(z.literal(''))
    .nullish()
    .transform((v) => v || null),
  number_employees: wholeNumber({ min: 1, max: 1_000_000 }),
  industry: z.enum(industries),
});

/**
 * `POST /tenant/signup/`: the spec's fields plus ours (DESIGN §4). The sign-up asks one
 * question about what the company does (`field`); `industry` may be left out.
 */
export const signupSchema = companyProfileSchema.extend({
  industry: z.enum(industries).default('other'),
  fullName: fullNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
  package: packageSchema.default(0),
  code: codeSchema,
  /**
   * The language the owner signed up in: saved on the admin so the app opens in it. Left out
   * (an older client), the request's Accept-Language decides, else English.
   */
  language: z.enum(languages).optional(),
});
export type SignupInput = z.infer<typeof signupSchema>;

export const tenantSchema = companyProfileSchema.extend({
  id: z.uuid(),
  vat_number: z.string().nullable(),
  cr_number: z.string().nullable(),
  package: z.number().int(),
  /** Seats in force: the package's once paid for, the trial's until then (`seatLimit`). */
  user_limit: z.number().int(),
  /** Seats taken under the seat rule (`seatsUsed`): active users plus pending invitations. */
  seats_used: z.number().int(),
  trial_ends_at: z.string().nullable(),
  paid_until: z.string().nullable(),
  geofence_radius_m: z.number().int(),
  /** The visit types whose check-in the geofence judges. */
  geofence_visit_types: z.array(z.number().int()),
  time_zone: z.string(),
  week_start: z.number().int(),
  weekend_days: z.array(z.number().int()),
  /** The working day, `HH:MM` in the company's zone (the team's day map shows positions only inside it). */
  work_day_start: z.string(),
  work_day_end: z.string(),
  created_at: z.string(),
});
export type Tenant = z.infer<typeof tenantSchema>;

export const updateTenantSchema = companyProfileSchema;

/** Days of the week as JavaScript numbers them: 0 Sunday … 6 Saturday. */
export const weekdays = [0, 1, 2, 3, 4, 5, 6] as const;
export const DEFAULT_TIME_ZONE = 'Asia/Riyadh';
export const GEOFENCE_MIN_M = 50;
export const GEOFENCE_MAX_M = 10_000;

const weekdaySchema = z.number().int().min(0).max(6);

/** A time of day `HH:MM`; `24:00` is the end of the day. */
export const clockTimeSchema = z
  .string()
  .trim()
  .regex(/^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$/, 'Enter a time as HH:MM');
/** The default working day (ADR 0049). */
export const DEFAULT_WORK_DAY = { start: '08:00', end: '18:00' } as const;

/** An IANA time zone the runtime knows ("Asia/Riyadh"); "today" and the visit filters are in it. */
export const timeZoneSchema = text({ min: 3, max: 64 }).refine((tz) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, 'Choose a time zone from the list');

/** What visits need from the company (settings → visits): its clock, its work week, its geofence. */
export const visitSettingsSchema = z
  .object({
    time_zone: timeZoneSchema,
    week_start: weekdaySchema,
    weekend_days: z
      .array(weekdaySchema)
      .max(3, 'At most three weekend days')
      .refine((days) => new Set(days).size === days.length, 'Each day once')
      .transform((days) => [...days].sort((a, b) => a - b)),
    geofence_radius_m: z
      .number()
      .int()
      .min(GEOFENCE_MIN_M, `At least ${GEOFENCE_MIN_M} m`)
      .max(GEOFENCE_MAX_M, `At most ${GEOFENCE_MAX_M} m`),
    /** Which visit types the geofence judges (absent: as they are). A call is made from anywhere. */
    geofence_visit_types: z
      .array(numberIn(visitTypes, 'Choose visit types'))
      .max(visitTypes.length)
      .refine((types) => new Set(types).size === types.length, 'Each type once')
      .transform((types) => [...types].sort((a, b) => a - b))
      .optional(),
    /** The working day (absent: as it is); both or neither. */
    work_day_start: clockTimeSchema.optional(),
    work_day_end: clockTimeSchema.optional(),
  })
  .superRefine((s, ctx) => {
    if ((s.work_day_start === undefined) !== (s.work_day_end === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['work_day_end'], message: 'Give the start and the end of the working day' });
    } else if (s.work_day_start !== undefined && s.work_day_end !== undefined && s.work_day_end <= s.work_day_start) {
      ctx.addIssue({ code: 'custom', path: ['work_day_end'], message: 'The working day must end after it starts' });
    }
  });
export type VisitSettingsInput = z.input<typeof visitSettingsSchema>;

/** `POST tenant/plan/`: switch the package (admin; self-serve packages only, ADR 0007). */
export const changePlanSchema = z.object({ package: packageSchema });

/** A new company's owner is signed in at once: the reply is a log-in reply plus the ids. */
export const signupReplySchema = loginReplySchema.extend({ tenant_id: z.uuid() });

/** The company (settings page) and creating one (sign-up, no session yet). */
export const tenantApi = {
  show: endpoint({
    method: 'GET',
    path: 'tenant/show/',
    access: 'signedIn',
    tags: ['tenant'],
    summary: "The signed-in user's company",
    reply: tenantSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'tenant/update/',
    access: 'company.manage',
    tags: ['tenant'],
    summary: 'Edit the company profile (admin)',
    body: updateTenantSchema,
    reply: tenantSchema,
  }),
  updateVisitSettings: endpoint({
    method: 'PUT',
    path: 'tenant/visit-settings/',
    access: 'company.manage',
    tags: ['tenant'],
    summary: 'Set the time zone, work week and geofence radius that visits use (admin)',
    body: visitSettingsSchema,
    reply: tenantSchema,
  }),
  changePlan: endpoint({
    method: 'POST',
    path: 'tenant/plan/',
    access: 'company.manage',
    tags: ['tenant'],
    summary: 'Switch the plan (admin; self-serve plans while not paid for; recorded with who made it)',
    body: changePlanSchema,
    reply: tenantSchema,
  }),
  requestCode: endpoint({
    method: 'POST',
    path: 'tenant/signup/verify-email/',
    access: 'public',
    tags: ['sign-up'],
    summary: 'E-mail a 6-digit verification code for sign-up',
    body: requestEmailCodeSchema,
    reply: z.object({ sent: z.literal(true) }),
    status: 202,
  }),
  checkCode: endpoint({
    method: 'POST',
    path: 'tenant/signup/verify-email/check/',
    access: 'public',
    tags: ['sign-up'],
    summary: 'Check a sign-up verification code',
    body: checkEmailCodeSchema,
    reply: z.object({ valid: z.literal(true) }),
  }),
  signup: endpoint({
    method: 'POST',
    path: 'tenant/signup/',
    access: 'public',
    tags: ['sign-up'],
    summary: 'Create a company and its admin user, who is signed in at once',
    body: signupSchema,
    reply: signupReplySchema,
    status: 201,
  }),
};
