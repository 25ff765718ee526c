import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, primaryKey } from 'drizzle-orm/pg-core';
import { roles } from '@contract/users';
import { tenants } from './tenants';
import { users } from './users';

/**
 * An admin's invitation of a person by e-mail. Tenant data: the e-mail is unique only among
 * one company's pending invitations (it may belong to an account elsewhere; accepting then
 * fails for the invitee, who owns the address, and the admin learns nothing). A pending
 * invitation takes a seat. The link's token is stored as SHA-256 only.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    role: text('role', { enum: roles }).notNull(),
    invitedBy: uuid('invited_by').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('invitations_tenant_hash_key').on(t.tenantId, t.tokenHash),
    // One open invitation per address and company: a double click cannot invite twice.
    uniqueIndex('invitations_tenant_pending_email_key')
      .on(t.tenantId, t.email)
      .where(sql`accepted_at is null and revoked_at is null`),
    index('invitations_tenant_created_idx').on(t.tenantId, t.createdAt),
    foreignKey({ columns: [t.tenantId, t.invitedBy], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);

/** A single-use password-reset link (SHA-256 of the token), valid for 30 minutes. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('password_resets_tenant_hash_key').on(t.tenantId, t.tokenHash),
    index('password_resets_tenant_user_idx').on(t.tenantId, t.userId),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);

/** Who changed the company's plan, from what to what, and when (payments come later: ADR 0007). */
export const planChanges = pgTable(
  'plan_changes',
  {
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    fromPackage: integer('from_package').notNull(),
    toPackage: integer('to_package').notNull(),
    changedBy: uuid('changed_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('plan_changes_tenant_created_idx').on(t.tenantId, t.createdAt),
    foreignKey({ columns: [t.tenantId, t.changedBy], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);
