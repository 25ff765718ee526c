import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { UserListQuery } from '@contract/users';
import { preparedIn } from '../../db/pg-transaction';
import type { Tx } from '../../db/tenant-tx';
import { tokenInvalid, userInactive } from '../../lib/app-error';
import { orderByOf } from '../../lib/list';
import { offsetOf } from '../../lib/pagination';
import { refreshTokens, users, visitRatings, visits } from '../../db/schema/index';
import { userSearchWhere } from './user-phone';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

// Every query here runs inside a tenant transaction: RLS already limits rows to the tenant.

export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * The signed-in caller, loaded fresh with the state of their session in the same query: a
 * token of a deleted or deactivated user, or of a session that was logged out, rotated
 * away as reused, or ended by a password change or reset, is refused.
 */
// Every signed-in request runs this first: prepared once per connection.
const callerQuery = (tx: Tx) =>
  tx
    .select({
      user: users,
      sessionLive: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('sessionId')} and ${refreshTokens.revokedAt} is null)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1);

export async function findActiveCaller(tx: Tx, claims: { userId: string; sessionId: string }): Promise<UserRow> {
  const [found] = await preparedIn(tx, 'caller', callerQuery).execute({ userId: claims.userId, sessionId: claims.sessionId });
  if (!found) throw tokenInvalid();
  if (!found.user.isActive) throw userInactive();
  if (!found.sessionLive) throw tokenInvalid();
  return found.user;
}

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

async function userFilters(tx: Tx, q: UserListQuery): Promise<SQL | undefined> {
  return and(await userSearchWhere(tx, q.search), q.role && eq(users.role, q.role), q.status && eq(users.isActive, q.status === 'active'));
}

const userSortColumns = { full_name: users.fullName, email: users.email, role: users.role, created_at: users.createdAt };

export async function listUsers(tx: Tx, q: UserListQuery): Promise<{ rows: UserRow[]; count: number }> {
  const where = await userFilters(tx, q);
  const rows = await tx
    .select()
    .from(users)
    .where(where)
    .orderBy(...orderByOf(q.ordering, userSortColumns, [desc(users.createdAt)], users.id))
    .limit(q.page_size)
    .offset(offsetOf(q));
  const [total] = await tx.select({ n: count() }).from(users).where(where);
  return { rows, count: total?.n ?? 0 };
}

/** Each user's customers' ratings of their visits: the average (one decimal) and how many. */
export async function customerRatingsOf(tx: Tx, userIds: string[]): Promise<Map<string, { average: number; count: number }>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({
      userId: visits.assignedTo,
      average: sql<number>`round(avg(${visitRatings.rating}), 1)::float8`.mapWith(Number),
      count: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(visitRatings)
    .innerJoin(visits, eq(visits.id, visitRatings.visitId))
    .where(inArray(visits.assignedTo, userIds))
    .groupBy(visits.assignedTo);
  return new Map(rows.map((r) => [r.userId, { average: r.average, count: r.count }]));
}

export const listActiveUsers = (tx: Tx) =>
  tx.select().from(users).where(eq(users.isActive, true)).orderBy(users.fullName, users.id).limit(1000);

export async function insertUser(tx: Tx, values: NewUserRow): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateUser(tx: Tx, id: string, patch: Partial<NewUserRow>): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}
