import type { Role } from '@contract/users';
import { clientBody } from './clients-fixtures';
import type { Company } from './factories';
import { merged, type Req } from './module-cases';
import type { World } from './tenancy-fixtures';
import { visitBody } from './visits-fixtures';

export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A client's fields for the edit calls (which take no kind). */
export const plainClient: Record<string, unknown> = (({ kind: _kind, ...rest }) => rest)(clientBody());

/** The records a form can name, of one company. */
export interface Ids {
  file: string;
  agency: string;
  sample: string;
  client: string;
  visit: string;
  rep: string;
  technician: string;
}

/** Company A's own records, for the calls that act on them. */
export interface Own {
  file: string;
  agency: string;
  sample: string;
  client: string;
  /** A new-type visit of A's rep, checked in (ready to complete). */
  visit: string;
}

export const theirIds = (w: World): Ids => ({
  file: w.file,
  agency: w.agency,
  sample: w.sample,
  client: w.client,
  visit: w.visit,
  rep: w.b.users.sales.id,
  technician: w.b.users.maintenance.id,
});
export const ourIds = (own: Own, a: Company): Ids => ({ ...own, rep: a.users.sales.id, technician: a.users.maintenance.id });

/**
 * Create calls whose body merely references other records (a choice in a form, not the record
 * acted on): another company's id there may also be refused with a 400 naming that field, and
 * nothing may be created. Each is called with all of B's ids, then with A's ids but one field
 * of B's, so that every reference is checked on its own, not only the first one looked at.
 * `id(field)` says whose ids fill that field.
 */
export const REFERENCES: Record<string, string[]> = {
  'POST /api/v1/setting/agency': ['logo_file_id'],
  'POST /api/v1/setting/samples/': ['agency_id'],
  'POST /api/v1/client/list': ['agency_ids', 'assigned_to'],
  'POST /api/v1/visit/list': ['client_id', 'assigned_to', 'agency_ids'],
  'POST /api/v1/visit/already': ['client_id', 'assigned_to', 'agency_ids'],
  'POST /api/v1/taskos/list': ['assigned_to', 'client_id', 'visit_id'],
  'POST /api/v1/maintenance/list': ['assignee', 'client'],
  'POST /api/v1/meeting/list': ['attendees', 'client_id'],
  'POST /api/v1/target/user': ['user_ids'],
  'POST /api/v1/report/export': ['user_ids'],
  ...merged((m) => m.references),
};

type Pick = (field: string) => Ids;

export const REFERENCE_CASES: Record<string, (id: Pick) => Req> = {
  'POST /api/v1/report/export': (id) => ({
    body: { report_type: 2, from: day(-30), to: day(0), user_ids: [id('user_ids').rep], format: 'csv', language: 'en' },
  }),
  'POST /api/v1/target/user': (id) => ({
    body: {
      month: '2031-05',
      user_ids: [id('user_ids').rep],
      targets: { visits: 5, visits_by_type: [1, 1, 1, 1, 1, 0], new_clients: 1, collections: 100, orders: 1, order_value: 100 },
    },
  }),
  'POST /api/v1/setting/agency': (id) => ({ body: { name_en: 'A Agency', name_ar: 'وكالة', logo_file_id: id('logo_file_id').file } }),
  'POST /api/v1/setting/samples/': (id) => ({
    body: { name: 'Pads', code: 'PD-1', unit: 'box', stock: 5, agency_id: id('agency_id').agency },
  }),
  'POST /api/v1/client/list': (id) => ({
    body: clientBody({ agency_ids: [id('agency_ids').agency], assigned_to: id('assigned_to').rep }),
  }),
  'POST /api/v1/visit/list': (id) => ({
    body: visitBody(id('client_id').client, { assigned_to: id('assigned_to').rep, agency_ids: [id('agency_ids').agency] }),
  }),
  'POST /api/v1/visit/already': (id) => ({
    body: {
      ...visitBody(id('client_id').client, { assigned_to: id('assigned_to').rep, agency_ids: [id('agency_ids').agency] }),
      planned_at: undefined,
      visited_at: new Date().toISOString(),
      outcome: 'Met',
    },
  }),
  'POST /api/v1/taskos/list': (id) => ({
    body: {
      title: 'Steal',
      // A visit task: the only kind whose visit_id is read (the others ignore it).
      task_type: 0,
      due_date: day(2),
      assigned_to: id('assigned_to').rep,
      client_id: id('client_id').client,
      visit_id: id('visit_id').visit,
    },
  }),
  'POST /api/v1/maintenance/list': (id) => ({
    form: {
      title: 'Leak',
      description: 'Drips',
      priority: '1',
      assignee: id('assignee').technician,
      client: id('client').client,
      scheduled_date: day(2),
    },
  }),
  'POST /api/v1/meeting/list': (id) => ({
    body: {
      title: 'Review',
      date: day(4),
      time: '10:30',
      duration: 30,
      place: 'Riyadh',
      attendees: [id('attendees').rep],
      client_id: id('client_id').client,
      agenda: 'x',
    },
  }),
};

/**
 * Calls on A's own record that name one of B's records in another field: the caller may act
 * on the record, so the answer must be a 400 naming that field (or a 404), and nothing may
 * change. `roles`: who may otherwise make the call.
 */
export const OWN_CASES: Record<string, { key: string; field: string; roles: Role[]; make: (w: World, own: Own) => Req }> = {
  "agency logo of B's file": {
    key: 'POST /api/v1/agency/edit',
    field: 'logo_file_id',
    roles: ['admin'],
    make: (w, own) => ({ body: { id: own.agency, name_en: 'Mine', name_ar: 'لي', logo_file_id: w.file } }),
  },
  "sample of B's agency": {
    key: 'POST /api/v1/sample/edit',
    field: 'agency_id',
    roles: ['admin'],
    make: (w, own) => ({ body: { id: own.sample, name: 'Mine', code: 'MN-1', unit: 'box', stock: 1, agency_id: w.agency } }),
  },
  "client of B's agency": {
    key: 'POST /api/v1/edit/client',
    field: 'agency_ids',
    roles: ['admin', 'manager'],
    make: (w, own) => ({ body: { ...plainClient, id: own.client, agency_ids: [w.agency] } }),
  },
  "client assigned to B's rep": {
    key: 'POST /api/v1/edit/client',
    field: 'assigned_to',
    roles: ['admin', 'manager'],
    make: (w, own) => ({ body: { ...plainClient, id: own.client, assigned_to: w.b.users.sales.id } }),
  },
  "client attachment of B's file": {
    key: 'POST /api/v1/client/attachment/{id}',
    field: 'file_id',
    roles: ['admin', 'manager', 'sales'],
    make: (w, own) => ({ params: { id: own.client }, body: { file_id: w.file } }),
  },
  "visit handing out B's sample": {
    key: 'POST /api/v1/new/visit',
    field: 'samples_given',
    roles: ['sales'],
    make: (w, own) => ({ body: { visit_id: own.visit, outcome: 'Agreed', samples_given: [{ sample_id: w.sample, quantity: 1 }] } }),
  },
};
