import { z } from 'zod';
import { isCityOf } from '@contract/gazetteer';
import { companyFields, companyProfileSchema, signupSchema } from '@contract/tenant';
import { emailSchema, fullNameSchema, passwordSchema, phoneSchema } from '@contract/users';
import type { SignupDraft } from './draft';
import { isPackageNumber } from './draft';

/** Each step validates its part of the draft with the contract's own field schemas. */
export const accountSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
});

export const fieldSchema = z.object({ field: z.enum(companyFields) });

const profile = companyProfileSchema.shape;
export const companySchema = z
  .object({
    companyname: profile.company_name,
    companyCountry: profile.country,
    companyCity: profile.city,
    Vat: profile.vat_number,
    numberOfEmployee: profile.number_employees,
  })
  .refine((v) => isCityOf(v.companyCountry, v.companyCity), { path: ['companyCity'], message: 'city' });

export const stepIds = ['account', 'field', 'company', 'verify', 'plan'] as const;
export type StepId = (typeof stepIds)[number];

export const stepPaths: Record<StepId, string> = {
  account: '/signin/singup',
  field: '/signin/pickcompany',
  company: '/signin/setupcompany',
  verify: '/signin/verification',
  plan: '/signin/pickyourplan',
};

export function isVerified(d: SignupDraft): boolean {
  return d.code.length === 6 && d.verifiedEmail !== '' && d.verifiedEmail === emailSchema.safeParse(d.email).data;
}

export function isStepComplete(step: StepId, d: SignupDraft): boolean {
  switch (step) {
    case 'account':
      return accountSchema.safeParse(d).success;
    case 'field':
      return fieldSchema.safeParse(d).success;
    case 'company':
      return companySchema.safeParse(d).success;
    case 'verify':
      return isVerified(d);
    case 'plan':
      return isPackageNumber(d.package);
  }
}

/** The first step before `current` that is not done yet: where a deep link must go instead. */
export function firstIncompleteBefore(current: StepId, d: SignupDraft): StepId | null {
  for (const step of stepIds) {
    if (step === current) return null;
    if (!isStepComplete(step, d)) return step;
  }
  return null;
}

/** The draft as `POST tenant/signup/` wants it (DESIGN §4), validated by the contract. */
export function toSignupBody(d: SignupDraft) {
  return signupSchema.safeParse({
    fullName: d.fullName,
    email: d.email.trim().toLowerCase(),
    phone: d.phone,
    password: d.password,
    company_name: d.companyname,
    field: d.field,
    country: d.companyCountry,
    city: d.companyCity,
    vat_number: d.Vat,
    number_employees: d.numberOfEmployee,
    ...(d.industry ? { industry: d.industry } : {}),
    package: d.package,
    code: d.code,
  });
}

/** Which step fixes a field named in a sign-up error reply. */
export const stepOfApiField = {
  fullName: 'account',
  email: 'account',
  phone: 'account',
  password: 'account',
  field: 'field',
  company_name: 'company',
  country: 'company',
  city: 'company',
  vat_number: 'company',
  number_employees: 'company',
  industry: 'company',
  code: 'verify',
  package: 'plan',
} as const satisfies Record<string, StepId>;
