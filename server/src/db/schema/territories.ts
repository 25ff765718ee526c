import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { territoryKinds, type TerritoryInput } from '@contract/territories';
import { tenants } from './tenants';
import { users } from './users';

/**
 * PostgreSQL's core `polygon` on the longitude/latitude plane (PostGIS is not available; ADR
 * 0048). Written as its text form `((lon,lat),…)`; read back through `vertices`, never parsed.
 */
const polygon = customType<{ data: string; driverData: string }>({ dataType: () => 'polygon' });

/**
 * Territories (issue 43). An outline keeps its corners twice from one input: `vertices` as
 * drawn (what the API returns) and `area`, the same corners as a `polygon` that containment
 * (`@>` on `point(longitude, latitude)`) and the GiST index read. `turn` is the round-robin
 * counter: advanced by one UPDATE … RETURNING per assignment, so concurrent creations each take
 * a different turn.
 */
export const territories = pgTable(
  'territories',
  {
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: territoryKinds }).notNull(),
    vertices: jsonb('vertices').$type<NonNullable<TerritoryInput['polygon']>>(),
    area: polygon('area'),
    // The outline's bounding box (box(area): [1] the low corner, [0] the high one), kept as plain
    // floats: float comparisons are LEAKPROOF, so under row-level security a join on them can
    // be an index condition on clients_location_idx, where `@>` or box(area) could not (ADR 0048).
    bboxWest: doublePrecision('bbox_west').generatedAlwaysAs(sql`((box(area))[1])[0]`),
    bboxSouth: doublePrecision('bbox_south').generatedAlwaysAs(sql`((box(area))[1])[1]`),
    bboxEast: doublePrecision('bbox_east').generatedAlwaysAs(sql`((box(area))[0])[0]`),
    bboxNorth: doublePrecision('bbox_north').generatedAlwaysAs(sql`((box(area))[0])[1]`),
    assignNew: boolean('assign_new').notNull().default(true),
    turn: bigint('turn', { mode: 'number' }).notNull().default(0),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [users.tenantId, users.id] }),
    // One name per company, whatever its letter case: two creations at once cannot both pass.
    uniqueIndex('territories_name_key').on(t.tenantId, sql`lower(${t.name})`),
    index('territories_area_idx').using('gist', t.area),
  ],
);

/** The reps who work a territory, in the order the round-robin visits them. */
export const territoryReps = pgTable(
  'territory_reps',
  {
    tenantId: uuid('tenant_id').notNull(),
    territoryId: uuid('territory_id').notNull(),
    userId: uuid('user_id').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.territoryId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.territoryId], foreignColumns: [territories.tenantId, territories.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);

/** A city territory's places: the gazetteer's key in its country, as clients store their city. */
export const territoryCities = pgTable(
  'territory_cities',
  {
    tenantId: uuid('tenant_id').notNull(),
    territoryId: uuid('territory_id').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.territoryId, t.country, t.city] }),
    foreignKey({ columns: [t.tenantId, t.territoryId], foreignColumns: [territories.tenantId, territories.id] }).onDelete('cascade'),
    // A new client's territory by its city.
    index('territory_cities_city_idx').on(t.tenantId, t.country, t.city),
  ],
);
