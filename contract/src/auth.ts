import { z } from 'zod';
import { secret, text } from './text';
import { passwordSchema, userSchema } from './users';

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
