import { z } from 'zod';
import { secret, text } from './text';
import { endpoint } from './endpoint';
import { changePasswordSchema, passwordSchema, updateMeSchema, userSchema } from './users';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;

export const loginSchema = z.object({
  email: text({ min: 1, max: 254 }).toLowerCase(),
  password: secret({ max: 128 }),
});
export const loginReplySchema = z.object({ access: z.string(), refresh: z.string(), user: userSchema });
export type LoginReply = z.infer<typeof loginReplySchema>;

// Tokens are checked by their shape on the server: a malformed one is a 401, not a 400.
export const refreshSchema = z.object({ refresh: secret({ max: 512 }) });
export const refreshReplySchema = z.object({ access: z.string(), refresh: z.string() });
export type RefreshReply = z.infer<typeof refreshReplySchema>;

export const verifySchema = z.object({ token: secret({ max: 4096 }) });

export const PASSWORD_RESET_TTL_MINUTES = 30;

/** `POST auth/password-reset/`: the same answer whether or not the address has an account. */
export const passwordResetRequestSchema = z.object({ email: text({ min: 1, max: 254 }).toLowerCase() });
/** `POST auth/password-reset/confirm/`: the e-mailed link's token and the new password. */
export const passwordResetConfirmSchema = z.object({ token: secret({ max: 200 }), password: passwordSchema });
export const passwordResetConfirmReplySchema = z.object({ email: z.string() });

/** Spec §9: what the browser keeps in localStorage. */
export const storageKeys = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  user: 'user',
  lang: 'lang',
  theme: 'theme',
} as const;

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';

const tags = ['auth'];

/** Signing in and out, the session's own user, and password recovery. */
export const authApi = {
  login: endpoint({
    method: 'POST',
    path: 'auth/login/',
    access: 'public',
    tags,
    summary: 'Sign in with e-mail and password',
    body: loginSchema,
    reply: loginReplySchema,
  }),
  refresh: endpoint({
    method: 'POST',
    path: 'auth/refresh/',
    access: 'public',
    tags,
    summary: 'Rotate a refresh token',
    body: refreshSchema,
    reply: refreshReplySchema,
  }),
  logout: endpoint({
    method: 'POST',
    path: 'auth/logout/',
    access: 'public',
    tags,
    summary: 'End the session of a refresh token',
    body: refreshSchema,
    reply: z.null(),
    status: 204,
  }),
  verify: endpoint({
    method: 'POST',
    path: 'auth/verify/',
    access: 'public',
    tags,
    summary: 'Verify an access token (route guard)',
    body: verifySchema,
    reply: userSchema,
  }),
  me: endpoint({ method: 'GET', path: 'auth/me/', access: 'signedIn', tags, summary: 'The signed-in user', reply: userSchema }),
  updateMe: endpoint({
    method: 'PATCH',
    path: 'auth/me/',
    access: 'signedIn',
    tags,
    summary: 'Update own name, phone and language',
    body: updateMeSchema,
    reply: userSchema,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: 'auth/change-password/',
    access: 'signedIn',
    tags,
    summary: 'Change own password; other sessions end, new tokens are returned',
    body: changePasswordSchema,
    reply: refreshReplySchema,
  }),
  passwordReset: endpoint({
    method: 'POST',
    path: 'auth/password-reset/',
    access: 'public',
    tags,
    summary: 'E-mail a password-reset link (the same answer for every address)',
    body: passwordResetRequestSchema,
    reply: z.object({ sent: z.literal(true) }),
    status: 202,
  }),
  passwordResetConfirm: endpoint({
    method: 'POST',
    path: 'auth/password-reset/confirm/',
    access: 'public',
    tags,
    summary: 'Set a new password from a reset link; every session of the user ends',
    body: passwordResetConfirmSchema,
    reply: passwordResetConfirmReplySchema,
  }),
};
