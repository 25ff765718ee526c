import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, text, timestamp, uuid, primaryKey } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

/**
 * Every uploaded file of a company (DESIGN §6): the bytes live in storage under a server-made
 * key; this row says whose they are. `owner_type`/`owner_id` attach a file to a record (a
 * client, a visit) once the module that owns it exists.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    ownerType: text('owner_type'),
    ownerId: uuid('owner_id'),
    name: text('name').notNull(),
    type: text('type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('files_tenant_owner_idx').on(t.tenantId, t.ownerType, t.ownerId),
    foreignKey({ columns: [t.tenantId, t.uploadedBy], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);
