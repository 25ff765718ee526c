import { z } from 'zod';
import { countryCodes } from './countries';
import { packageNumbers } from './plans';
import { text } from './text';
import { emailSchema, fullNameSchema, passwordSchema, phoneSchema } from './users';

/** The company's field, chosen on `/signin/pickcompany`. */
export const companyFields = ['medical', 'pharma', 'fmcg', 'construction', 'technology', 'industrial', 'services', 'other'] as const;
export const industries = ['manufacturing', 'distribution', 'wholesale', 'retail', 'healthcare', 'government', 'education', 'other'] as const;

export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MINUTES = 15;
export const VERIFICATION_MAX_ATTEMPTS = 5;

const packageSchema = z.union(packageNumbers.map((n) => z.literal(n)) as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>]);
const vatSchema = z.string().trim().regex(/^[0-9A-Za-z-]{5,20}$/, 'Enter the VAT number: 5 to 20 letters or digits');
const codeSchema = z.string().trim().regex(/^[0-9]{6}$/, 'Enter the 6-digit code');

export const requestEmailCodeSchema = z.object({ email: emailSchema });
export const checkEmailCodeSchema = z.object({ email: emailSchema, code: codeSchema });

/** The company profile fields: shared by sign-up and the admin's edit. */
export const companyProfileSchema = z.object({
  company_name: text({ min: 2, max: 160 }),
  field: z.enum(companyFields),
  country: z.enum(countryCodes),
  city: text({ min: 1, max: 80 }),
  vat_number: vatSchema,
  number_employees: z.coerce.number().int().min(1).max(1_000_000),
  industry: z.enum(industries),
});

/** `POST /tenant/signup/`: the spec's fields plus ours (DESIGN §4). */
export const signupSchema = companyProfileSchema.extend({
  fullName: fullNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
  package: packageSchema.default(0),
  code: codeSchema,
});
export type SignupInput = z.infer<typeof signupSchema>;

export const tenantSchema = companyProfileSchema.extend({
  id: z.uuid(),
  package: z.number().int(),
  /** Seats in force: the package's once paid for, the trial's until then (`seatLimit`). */
  user_limit: z.number().int(),
  trial_ends_at: z.string().nullable(),
  paid_until: z.string().nullable(),
  user_count: z.number().int(),
  geofence_radius_m: z.number().int(),
  created_at: z.string(),
});
export type Tenant = z.infer<typeof tenantSchema>;

export const updateTenantSchema = companyProfileSchema;
