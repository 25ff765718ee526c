import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, pgTable, text, timestamp, uniqueIndex, uuid, primaryKey } from 'drizzle-orm/pg-core';
import { languages, roles } from '@contract/users';
import { tenants } from './tenants';

export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    /** Stored lowercased. Unique across all companies: people sign in with the e-mail alone. */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    role: text('role', { enum: roles }).notNull(),
    passwordHash: text('password_hash').notNull(),
    language: text('language', { enum: languages }).notNull().default('en'),
    isActive: boolean('is_active').notNull().default(true),
    canCreateVisit: boolean('can_create_visit').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Lets other tenant tables reference (tenant_id, user_id) so a row can't point across tenants.
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('users_email_key').on(t.email),
    index('users_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
);

/** Opaque refresh tokens, stored as SHA-256; rotated on use, revoked as a family on reuse. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('refresh_tokens_tenant_hash_key').on(t.tenantId, t.tokenHash),
    index('refresh_tokens_tenant_family_idx').on(t.tenantId, t.familyId),
    index('refresh_tokens_tenant_user_idx').on(t.tenantId, t.userId),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);
