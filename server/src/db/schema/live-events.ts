import { bigserial, index, jsonb, pgTable, text, timestamp, uuid, primaryKey } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/**
 * What the live stream told a company's people (DESIGN §6 "Live events"), kept for a day so a
 * stream that dropped can ask for what it missed (`Last-Event-ID`). The id orders events; the
 * NOTIFY that fans an event out to every server instance carries only the row's fields.
 * `visible_to` narrows an event to one rep (a sales user sees only their own visits' events).
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    visibleTo: uuid('visible_to'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('live_events_age_idx').on(t.createdAt)],
);
