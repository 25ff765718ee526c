import { z } from 'zod';
import { text } from './text';
import { emailSchema, fullNameSchema, phoneSchema } from './users';

/** The public site's forms: one call, one table, told apart by `kind`. */
export const inquiryKinds = ['contact', 'partner', 'gladiator', 'support'] as const;
export type InquiryKind = (typeof inquiryKinds)[number];

export const inquirySchema = z.object({
  kind: z.enum(inquiryKinds),
  name: fullNameSchema,
  email: emailSchema,
  phone: phoneSchema.optional().or(z.literal('')),
  company: text({ max: 160 }).optional(),
  message: text({ min: 10, max: 4000, multiline: true }),
  /** Honeypot: hidden from people; a bot that fills it is answered 201 and nothing is stored. */
  website: text({ max: 500 }).optional(),
});
export type InquiryInput = z.infer<typeof inquirySchema>;

export const inquiryReplySchema = z.object({ ok: z.literal(true) });

export const INQUIRY_PATH = 'public/inquiries/';
