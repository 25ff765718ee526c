import { z } from 'zod';
import { pageOf } from './pagination';
import { secret } from './text';
import { emailSchema, fullNameSchema, languages, passwordSchema, phoneSchema, roles } from './users';

export const INVITATION_TTL_DAYS = 7;

/** `POST invitations/` (admin): the person is e-mailed a link to set their own password. */
export const createInvitationSchema = z.object({
  email: emailSchema,
  full_name: fullNameSchema,
  role: z.enum(roles),
});

export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  full_name: z.string(),
  role: z.enum(roles),
  expires_at: z.string(),
  sent_at: z.string(),
  created_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationPageSchema = pageOf(invitationSchema);

/** The invitee's view of a link, before accepting (no session yet). */
export const invitationTokenSchema = z.object({ token: secret({ max: 200 }) });
export const invitationPreviewSchema = z.object({
  email: z.string(),
  full_name: z.string(),
  role: z.enum(roles),
  company_name: z.string(),
});

export const acceptInvitationSchema = z.object({
  token: secret({ max: 200 }),
  full_name: fullNameSchema,
  phone: phoneSchema,
  password: passwordSchema,
  /** The language the invitee accepted in becomes their profile's. */
  language: z.enum(languages).default('en'),
});
