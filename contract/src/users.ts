import { z } from 'zod';
import { digitsToLatin } from './digits';
import { endpoint, idParamsSchema } from './endpoint';
import { listQuery } from './list-query';
import { pageOf } from './pagination';
import { secret, text } from './text';

export const roles = ['admin', 'manager', 'sales', 'maintenance'] as const;
export type Role = (typeof roles)[number];
export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const emailSchema = text({ min: 1, max: 254 }).toLowerCase().pipe(z.email());
export const passwordSchema = secret({ min: PASSWORD_MIN, max: PASSWORD_MAX });
export const fullNameSchema = text({ min: 2, max: 120 });
/**
 * A phone as typed: digits (Latin, Arabic-Indic or Persian, read as Latin) with an optional
 * leading + and spaces ("+966 55 123 4567", "٠٥٥١٢٣٤٥٦٧"). Clients' and users' phones are then
 * stored as E.164 (@contract/phone): a client's read for its country, a user's for the company's.
 */
export const phoneSchema = z
  .string()
  .overwrite(digitsToLatin)
  .trim()
  .regex(/^\+?[0-9][0-9 ]{6,18}[0-9]$/, 'Enter a phone number of 8 to 20 digits');

/** The user as every authenticated call returns it. */
export const userSchema = z.object({
  id: z.uuid(),
  tenant_id: z.uuid(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(roles),
  language: z.enum(languages),
  is_active: z.boolean(),
  status_of_create_visit: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

/**
 * What the caller may do with a user of the list now, computed by the server from the rule it
 * checks the calls with: `deactivate` (anyone active but oneself), `activate` (anyone inactive).
 */
export const userActions = ['deactivate', 'activate'] as const;
export type UserAction = (typeof userActions)[number];

/** A row of the users list: the user, how their customers rated their visits (links of issue 10), and `actions`. */
export const userListItemSchema = userSchema.extend({
  customer_rating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
  actions: z.array(z.enum(userActions)),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userPageSchema = pageOf(userListItemSchema);

/** The settings page's users table: search name/e-mail/phone, filter by role and status, sort. */
export const userStatuses = ['active', 'inactive'] as const;
export const userListQuerySchema = listQuery(['full_name', 'email', 'role', 'created_at'], {
  role: z.enum(roles).optional(),
  status: z.enum(userStatuses).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;
export type UserPage = z.infer<typeof userPageSchema>;

export const createUserSchema = z.object({
  full_name: fullNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  role: z.enum(roles),
  password: passwordSchema,
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

export const changeCreateVisitSchema = z.object({
  user_id: z.uuid(),
  status_of_create_visit: z.boolean(),
});

/** `POST deactivate/user/{id}`: `is_active` says what to set; with no body it toggles. */
export const deactivateUserSchema = z.object({ is_active: z.boolean().optional() }).nullish();

export const resetPasswordSchema = z.object({ password: passwordSchema });

/** The signed-in user's own settings ("user settings" modal). */
export const updateMeSchema = z.object({
  full_name: fullNameSchema,
  phone: phoneSchema,
  language: z.enum(languages),
});
export const changePasswordSchema = z.object({
  current_password: secret({ max: PASSWORD_MAX }),
  new_password: passwordSchema,
});

/** A person of the users' choices (the pickers and the rep filters). */
export const userChoiceSchema = z.object({
  id: z.uuid(),
  full_name: z.string(),
  role: z.enum(roles),
  /** Whether clients, visits and tasks can be assigned to them (the server's one rule; technicians cannot). */
  assignable: z.boolean(),
});
export type UserChoice = z.infer<typeof userChoiceSchema>;

const tags = ['users'];

/** The admin's user management (settings page) and the signed-in user's own profile. */
export const usersApi = {
  list: endpoint({
    method: 'GET',
    path: 'list/tenant/user/',
    access: 'company.manage',
    tags,
    summary: "List the company's users (admin): search, role and status filters, ordering",
    query: userListQuerySchema,
    reply: userPageSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: 'list/tenant/user/',
    access: 'company.manage',
    tags,
    summary: 'Create a user (admin; limited by the plan)',
    body: createUserSchema,
    reply: userSchema,
    status: 201,
  }),
  setActive: endpoint({
    method: 'POST',
    path: 'deactivate/user/:id',
    access: 'company.manage',
    tags,
    summary: 'Deactivate or re-activate a user (admin); toggles when is_active is omitted',
    params: idParamsSchema,
    body: deactivateUserSchema,
    reply: userSchema,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: 'reset/password/:id',
    access: 'company.manage',
    tags,
    summary: "Set a user's password (admin); their sessions end",
    params: idParamsSchema,
    body: resetPasswordSchema,
    reply: userSchema,
  }),
  choices: endpoint({
    method: 'GET',
    path: 'list/tenant/user/choices',
    access: 'clients.manage',
    tags,
    summary:
      'Active users to assign work to (managers and admins): id, name, role, and whether clients, visits and tasks can be given to them',
    reply: z.array(userChoiceSchema),
  }),
  changeCreateVisit: endpoint({
    method: 'POST',
    path: 'change/create/visit/status',
    access: 'company.manage',
    tags,
    summary: "Allow or stop a user's own visit creation (admin)",
    body: changeCreateVisitSchema,
    reply: userSchema,
  }),
};
