import { sql } from 'drizzle-orm';
import { doublePrecision, foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clientKinds, clientTitles, customerTargets, customerTypes, leadStatuses } from '@contract/clients';
import { NAME_KEY_SQL } from '@contract/name-key';
import { agencies } from './catalog';
import { tenants } from './tenants';
import { users } from './users';

/**
 * Clients and leads in one table (DESIGN §4: a lead is a client row with kind = lead, and
 * converting keeps the id). `search_text` is the Arabic-normalized text that search reads,
 * kept by PostgreSQL itself and indexed with trigrams.
 */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: clientKinds }).notNull(),
    leadStatus: text('lead_status', { enum: leadStatuses }),
    title: text('title', { enum: clientTitles }).notNull(),
    contactName: text('contact_name').notNull(),
    companyName: text('company_name').notNull(),
    customerType: text('customer_type', { enum: customerTypes }).notNull(),
    customerTarget: text('customer_target', { enum: customerTargets }).notNull(),
    phone: text('phone').notNull(),
    /** Digits only, for duplicate checks: "+966 55 123" and "0096655123" are one number. */
    phoneDigits: text('phone_digits').notNull(),
    email: text('email').notNull().default(''),
    country: text('country').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    notes: text('notes').notNull().default(''),
    crNumber: text('cr_number').notNull().default(''),
    vatNumber: text('vat_number').notNull().default(''),
    nationalAddress: text('national_address').notNull().default(''),
    assignedTo: uuid('assigned_to'),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    /** "Deleted" clients leave every list but keep their history (DESIGN §6 "Deleting"). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * The last check-in of a visit to it that is not false, kept by statement triggers on
     * `visits` (migration 0013): the map's coverage layer reads it from one index range
     * instead of probing a million visits.
     */
    lastVisitedAt: timestamp('last_visited_at', { withTimezone: true }),
    // The phone also in local form ("0" + its last nine digits), so "055…" finds "+966 55…".
    // Unqualified column names: a generated column's expression may not name its table.
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(
        `search_normalize(contact_name || ' ' || company_name || ' ' || phone || ' 0' || phone_digits || ' ' || email || ' ' || cr_number || ' ' || city)`,
      ),
    ),
    /**
     * Who the record is, for likely-duplicate checks: contact and company names folded as
     * search folds them ("أحمد" = "احمد" = "أَحْمَد"), spaces collapsed. @contract/name-key
     * computes the same key for a name not yet stored.
     */
    nameKey: text('name_key').generatedAlwaysAs(sql.raw(NAME_KEY_SQL)),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.assignedTo], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [users.tenantId, users.id] }),
    // The lists (partial: deleted rows are never listed). Plain ascending keys: a backward
    // scan serves "newest first" (DESC, NULLS FIRST), which a DESC NULLS LAST index cannot.
    // The first also covers the filter columns, so counts are index-only scans.
    index('clients_list_idx')
      .on(t.tenantId, t.kind, t.createdAt, t.id)
      .where(sql`deleted_at is null`),
    index('clients_list_assignee_idx')
      .on(t.tenantId, t.assignedTo, t.kind, t.createdAt, t.id)
      .where(sql`deleted_at is null`),
    index('clients_list_company_idx')
      .on(t.tenantId, t.kind, t.companyName, t.id)
      .where(sql`deleted_at is null`),
    index('clients_count_idx')
      .on(t.tenantId, t.kind, t.leadStatus, t.city, t.customerType, t.customerTarget, t.assignedTo)
      .where(sql`deleted_at is null`),
    // KPI's "new clients": leads each rep converted in a month.
    index('clients_converted_idx')
      .on(t.tenantId, t.convertedAt, t.assignedTo)
      .where(sql`converted_at is not null`),
    index('clients_tenant_phone_idx').on(t.tenantId, t.phoneDigits),
    index('clients_tenant_email_idx').on(t.tenantId, t.email),
    index('clients_tenant_cr_idx').on(t.tenantId, t.crNumber),
    index('clients_tenant_name_key_idx').on(t.tenantId, t.nameKey),
    index('clients_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The coverage layer: located clients by when they were last visited. "Never" (null)
    // and "before the cut-off" are each one index range (plain conditions: under RLS an
    // expression such as coalesce() would not be an index condition).
    index('clients_coverage_idx')
      .on(t.tenantId, t.kind, t.lastVisitedAt, t.id)
      .where(sql`deleted_at is null and latitude is not null and longitude is not null`),
    // Territories: the located clients inside an outline's bounding box, one latitude range
    // per territory (longitude checked in the index), before `@>` runs on each (ADR 0048).
    // The id too, so the scan needs no visit to the table.
    index('clients_location_idx')
      .on(t.tenantId, t.kind, t.latitude, t.longitude, t.id)
      .where(sql`deleted_at is null and latitude is not null and longitude is not null`),
  ],
);

/** Which agencies a client buys. */
export const clientAgencies = pgTable(
  'client_agencies',
  {
    tenantId: uuid('tenant_id').notNull(),
    clientId: uuid('client_id').notNull(),
    agencyId: uuid('agency_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.clientId, t.agencyId] }),
    foreignKey({ columns: [t.tenantId, t.clientId], foreignColumns: [clients.tenantId, clients.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.agencyId], foreignColumns: [agencies.tenantId, agencies.id] }).onDelete('cascade'),
  ],
);
