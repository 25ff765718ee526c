import { z } from 'zod';
import { loginReplySchema } from './auth';
import { endpoint, idParamsSchema } from './endpoint';
import { pageOf, pageQuerySchema } from './pagination';
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

const tags = ['users'];

/** The admin's side (signed in) and the invitee's side (holding only the e-mailed link). */
export const invitationsApi = {
  list: endpoint({
    method: 'GET',
    path: 'invitations/',
    access: 'company.manage',
    tags,
    summary: 'Pending invitations (admin)',
    query: pageQuerySchema,
    reply: invitationPageSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: 'invitations/',
    access: 'company.manage',
    tags,
    summary: 'Invite a person by e-mail (admin; takes a seat)',
    body: createInvitationSchema,
    reply: invitationSchema,
    status: 201,
  }),
  resend: endpoint({
    method: 'POST',
    path: 'invitations/:id/resend/',
    access: 'company.manage',
    tags,
    summary: 'Send a new link for an invitation (admin)',
    params: idParamsSchema,
    reply: invitationSchema,
  }),
  revoke: endpoint({
    method: 'POST',
    path: 'invitations/:id/revoke/',
    access: 'company.manage',
    tags,
    summary: 'Revoke an invitation, freeing its seat (admin)',
    params: idParamsSchema,
    reply: z.null(),
    status: 204,
  }),
  preview: endpoint({
    method: 'POST',
    path: 'auth/invitation/',
    access: 'public',
    tags,
    summary: 'What an invitation link is for (no session needed)',
    body: invitationTokenSchema,
    reply: invitationPreviewSchema,
  }),
  accept: endpoint({
    method: 'POST',
    path: 'auth/invitation/accept/',
    access: 'public',
    tags,
    summary: 'Accept an invitation: set a password and be signed in',
    body: acceptInvitationSchema,
    reply: loginReplySchema,
  }),
};
