import { foreignKey, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A user's private calendar feed (issue 42): one per user at most. The feed's URL carries a
 * `<tenant id>.<random>` token (lib/tenant-token.ts); only its SHA-256 is kept, so the URL is
 * shown once, when it is made, and a new one replaces (revokes) the old.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    // The feed's one lookup: by the token's hash, inside the token's company.
    uniqueIndex('calendar_feeds_token_key').on(t.tenantId, t.tokenHash),
  ],
);
