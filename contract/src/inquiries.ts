import { z } from 'zod';
import { endpoint } from './endpoint';
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

export const inquiriesApi = {
  submit: endpoint({
    method: 'POST',
    path: 'public/inquiries/',
    access: 'public',
    tags: ['public'],
    summary: 'Contact, partner, gladiator and support forms of the public site (JSON, or a form post answered with 303)',
    body: inquirySchema,
    reply: inquiryReplySchema,
    status: 201,
  }),
};
