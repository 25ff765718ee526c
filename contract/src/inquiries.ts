import { z } from 'zod';
import { emailSchema, fullNameSchema } from './users';

/** The public site's forms: one call, one table, told apart by `kind`. */
export const inquiryKinds = ['contact', 'partner', 'gladiator', 'support'] as const;
export type InquiryKind = (typeof inquiryKinds)[number];

export const inquirySchema = z.object({
  kind: z.enum(inquiryKinds),
  name: fullNameSchema,
  email: emailSchema,
  phone: z.string().trim().regex(/^\+?[0-9][0-9 ]{6,18}[0-9]$/, 'Enter a phone number of 8 to 20 digits').optional().or(z.literal('')),
  company: z.string().trim().max(160).optional().or(z.literal('')),
  message: z.string().trim().min(10).max(4000),
  /** Honeypot: hidden from people; a bot that fills it is answered 201 and nothing is stored. */
  website: z.string().max(500).optional(),
});
export type InquiryInput = z.infer<typeof inquirySchema>;

export const inquiryReplySchema = z.object({ ok: z.literal(true) });

export const INQUIRY_PATH = 'public/inquiries/';
