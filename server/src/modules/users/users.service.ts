import type { CreateUserInput, User, UserAction, UserChoice, UserListQuery, UserPage } from '@contract/users';
import type { Tx } from '../../db/tenant-tx';
import { AppError, notFound } from '../../lib/app-error';
import { isAssignable } from '../../lib/assignees';
import { isUniqueViolation } from '../../lib/db-errors';
import { assertStrongPassword } from '../../lib/password-policy';
import { hashPassword } from '../../lib/passwords';
import { revokeAllForUser } from '../auth/refresh-tokens.repository';
import { assertSeatFree } from '../tenants/seats';
import { toUserDto } from './user-dto';
import type { Mailer } from '../../lib/mail';
import { addedElsewhereMail } from './user-mails';
import { storedUserPhone } from './user-phone';
import {
  customerRatingsOf,
  findUserByEmail,
  findUserById,
  insertUser,
  listActiveUsers,
  listUsers,
  updateUser,
  type UserRow,
} from './users.repository';

/** Whether `me` may switch `target` on or off: anyone, except switching oneself off (an admin can't lock themself out). */
const mayToggle = (me: UserRow, target: UserRow, next: boolean) => next || target.id !== me.id;

const actionsOf = (me: UserRow, target: UserRow): UserAction[] =>
  target.isActive ? (mayToggle(me, target, false) ? ['deactivate'] : []) : ['activate'];

export async function list(tx: Tx, me: UserRow, query: UserListQuery): Promise<UserPage> {
  const { rows, count } = await listUsers(tx, query);
  const ratings = await customerRatingsOf(
    tx,
    rows.map((r) => r.id),
  );
  return {
    count,
    results: rows.map((r) => ({ ...toUserDto(r), customer_rating: ratings.get(r.id) ?? null, actions: actionsOf(me, r) })),
  };
}

const fieldConflict = (code: 'email_taken' | 'email_unavailable', message: string) =>
  new AppError(code, message, { fields: { email: message } });

/**
 * Takes a seat (the contract's seat rule). E-mails are unique across companies (sign-in needs
 * only the e-mail); an address of another company is refused without saying so, and its
 * owner is told by e-mail (ADR 0008).
 */
export async function create(
  tx: Tx,
  mailer: Mailer,
  me: UserRow,
  input: CreateUserInput,
  /** The saved language of the address's account in its own company (the mail is in it). */
  languageOf: (email: string) => Promise<string | undefined> = async () => undefined,
): Promise<User> {
  await assertStrongPassword('password', input.password, [input.email, input.full_name]);
  const tenant = await assertSeatFree(tx, me.tenantId);
  // Row-level security shows only this company's users: a hit here is the admin's own data.
  if (await findUserByEmail(tx, input.email)) throw fieldConflict('email_taken', 'A user of your company already has this e-mail');
  try {
    const row = await insertUser(tx, {
      tenantId: me.tenantId,
      fullName: input.full_name,
      email: input.email,
      phone: await storedUserPhone(tx, input.phone),
      role: input.role,
      passwordHash: await hashPassword(input.password),
    });
    return toUserDto(row);
  } catch (err) {
    if (!isUniqueViolation(err, 'users_email_key')) throw err;
    await mailer.send(addedElsewhereMail(input.email, tenant.companyName, await languageOf(input.email)));
    throw fieldConflict('email_unavailable', "This e-mail can't be used for a new user. Ask the person for another address.");
  }
}

async function existing(tx: Tx, id: string): Promise<UserRow> {
  const row = await findUserById(tx, id);
  if (!row) throw notFound('User');
  return row;
}

/** Deactivation also ends every session the user has. An admin can't lock themself out. */
export async function setActive(tx: Tx, me: UserRow, id: string, isActive?: boolean): Promise<User> {
  const target = await existing(tx, id);
  const next = isActive ?? !target.isActive;
  if (!mayToggle(me, target, next)) throw new AppError('conflict', 'You cannot deactivate your own account');
  // Re-activating takes a seat again; deactivating frees one.
  if (next && !target.isActive) await assertSeatFree(tx, me.tenantId);
  const row = await updateUser(tx, id, { isActive: next });
  if (!next) await revokeAllForUser(tx, id);
  return toUserDto(row ?? target);
}

export async function resetPassword(tx: Tx, id: string, password: string): Promise<User> {
  const target = await existing(tx, id);
  await assertStrongPassword('password', password, [target.email, target.fullName]);
  const row = await updateUser(tx, id, { passwordHash: await hashPassword(password) });
  await revokeAllForUser(tx, id);
  return toUserDto(row!);
}

export async function setCreateVisit(tx: Tx, id: string, allowed: boolean): Promise<User> {
  await existing(tx, id);
  const row = await updateUser(tx, id, { canCreateVisit: allowed });
  return toUserDto(row!);
}

/**
 * The active users, by name (a company has tens or hundreds), each saying whether work can be
 * assigned to them (lib/assignees.ts): the web's assignee pickers offer only those.
 */
export async function choices(tx: Tx): Promise<UserChoice[]> {
  const rows = await listActiveUsers(tx);
  return rows.map((u) => ({ id: u.id, full_name: u.fullName, role: u.role, assignable: isAssignable(u.role) }));
}
