import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A list's query string kept under a name (issue 43, ADR 0050): its owner's alone, or shared
 * with the company. The query is stored normalized (contract/saved-views.ts), so the list can
 * tell which view its URL shows by comparing strings.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').notNull(),
    listKey: text('list_key').notNull(),
    name: text('name').notNull(),
    query: text('query').notNull().default(''),
    shared: boolean('shared').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.ownerId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    check('saved_views_name_check', sql`char_length(${t.name}) between 1 and 80`),
    check('saved_views_query_check', sql`char_length(${t.query}) <= 1000`),
    // One name per person and list, whatever its case: two concurrent saves cannot both win (409).
    uniqueIndex('saved_views_owner_name_key').on(t.tenantId, t.ownerId, t.listKey, sql`lower(${t.name})`),
    // The menu's read: a list's shared views (the owner's own come from the unique index above).
    index('saved_views_shared_idx')
      .on(t.tenantId, t.listKey)
      .where(sql`shared`),
  ],
);
