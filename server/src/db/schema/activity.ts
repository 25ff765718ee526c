import { sql } from 'drizzle-orm';
import { foreignKey, index, jsonb, pgTable, text, timestamp, uuid, primaryKey } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

/**
 * What happened to a record, by whom and when (DESIGN §6 "Activity"), written by services in
 * the same transaction as the change; the client and visit timelines read it.
 */
export const activity = pgTable(
  'activity',
  {
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id').notNull(),
    action: text('action').notNull(),
    actorId: uuid('actor_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('activity_tenant_entity_idx').on(t.tenantId, t.entity, t.entityId, t.createdAt),
    foreignKey({ columns: [t.tenantId, t.actorId], foreignColumns: [users.tenantId, users.id] }),
  ],
);
