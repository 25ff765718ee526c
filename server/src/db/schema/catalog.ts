import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, pgTable, text, timestamp, uuid, primaryKey } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/** The brands a company represents (settings → agencies). */
export const agencies = pgTable(
  'agencies',
  {
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    logoFileId: uuid('logo_file_id'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('agencies_tenant_name_idx').on(t.tenantId, t.nameEn)],
);

/** Product samples, optionally of an agency (settings → samples). */
export const samples = pgTable(
  'samples',
  {
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    unit: text('unit').notNull(),
    stock: integer('stock').notNull().default(0),
    agencyId: uuid('agency_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('samples_tenant_name_idx').on(t.tenantId, t.name),
    // Deleting an agency first clears it from its samples (catalog service), in one transaction.
    foreignKey({ columns: [t.tenantId, t.agencyId], foreignColumns: [agencies.tenantId, agencies.id] }),
  ],
);
