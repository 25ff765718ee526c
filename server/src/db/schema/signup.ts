import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * E-mail codes for sign-up. Not tenant data: the company does not exist yet, so this table
 * is global (no tenant_id, no RLS) and holds only a hash of the code.
 */
export const signupVerifications = pgTable('signup_verifications', {
  email: text('email').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
