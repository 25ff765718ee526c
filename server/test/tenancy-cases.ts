import { randomUUID } from 'node:crypto';
import { signRatingLink } from '../src/modules/visit-talk/rating.service';
import { receiptToken } from '../src/lib/receipt/receipt-token';
import type { Company } from './factories';
import { merged, moduleCases, type Req } from './module-cases';
import { PNG } from './uploads';
import type { World } from './tenancy-fixtures';
import { day, plainClient, REFERENCE_CASES, theirIds } from './tenancy-references';

export const SECRET = 'tenancy-test-secret-0123456789abcdefghijklmnop';

export type { Req };
type Case = (w: World, a: Company) => Req;

export const png = (field = 'file') => ({ name: 'x.png', bytes: PNG, type: 'image/png', field });
/** B's token presented under A's name: the random part is B's, the tenant part A's. */
const underA = (token: string, a: Company, fresh: boolean) => `${a.tenantId}.${fresh ? 'Q'.repeat(43) : token.split('.')[1]}`;
const visitOf = (w: World, fresh: boolean) => (fresh ? randomUUID() : w.collected);
const sales = (w: World) => w.b.users.sales.id;
const id =
  (value: (w: World) => string, body?: Record<string, unknown>): Case =>
  (w) => ({ params: { id: value(w) }, ...(body ? { body } : {}) });

/**
 * Multipart operations: the OpenAPI document shows no fields for them, so their id fields are
 * named here. Every POST/PUT/PATCH without a documented JSON body must be listed (`[]`: it
 * takes no id in its body), or the coverage test fails.
 */
export const UNDOCUMENTED_BODIES: Record<string, string[]> = {
  'POST /api/v1/uploads/': [],
  'POST /api/v1/client/import/preview': [],
  'POST /api/v1/client/import/problems': [],
  'POST /api/v1/client/import': [],
  'POST /api/v1/collection/visit': ['visit_id'],
  'POST /api/v1/delivery/visit': ['visit_id'],
  'POST /api/v1/call/visit': ['visit_id'],
  'POST /api/v1/missing/task': ['task'],
  'POST /api/v1/invoice/task': ['task'],
  'POST /api/v1/statement/task': ['task'],
  'POST /api/v1/maintenance/list': ['assignee', 'client'],
  'POST /api/v1/maintenance/complete/{id}': [],
  'POST /api/v1/send/visit/message': ['visit'],
  'POST /api/v1/invitations/{id}/resend/': [],
  'POST /api/v1/invitations/{id}/revoke/': [],
  'POST /api/v1/visit/messages/read/{id}': [],
  'POST /api/v1/visit/rating-link/{id}': [],
  'POST /api/v1/notifications/read/{id}': [],
  'POST /api/v1/notifications/read-all': [],
  'POST /api/v1/meeting/{id}/cancel': [],
  ...merged((m) => m.undocumentedBodies),
};

/**
 * Lists, exports and maps that take an id only as a filter: they may answer 200, but with
 * nothing of company B in the answer (an empty page), which the test checks.
 */
export const FILTERS = new Set([
  'GET /api/v1/client/list',
  'GET /api/v1/lead/list',
  'GET /api/v1/client/duplicates',
  'GET /api/v1/visit/list',
  'GET /api/v1/visit/calender',
  'GET /api/v1/visits/map',
  'GET /api/v1/taskos/list',
  'GET /api/v1/maintenance/list',
  'GET /api/v1/report',
  ...moduleCases.flatMap((m) => m.filters ?? []),
]);

/** Operations that look id-taking to the scan but name no record of anybody's. */
export const NOT_IDS: Record<string, string> = {
  'POST /api/v1/auth/verify/': 'the token is a JWT the caller holds, checked by signature; it names no record',
};

const range = { start: day(-10), end: day(10) };
const inAYear = () => Math.floor(Date.now() / 1000) + 365 * 86_400;

/**
 * Routes whose "id" is a token. Tenant-prefixed tokens are sent as B's random part under A's
 * tenant id; signed visit tokens are signed (with the server's secret) for A's tenant and B's
 * visit. Either must be answered exactly as a token that was never issued (`fresh`: a random
 * part nobody holds, or A's tenant with a visit id that never existed).
 */
export const TOKEN_CASES: Record<string, (w: World, a: Company, fresh: boolean) => Req> = {
  'POST /api/v1/auth/refresh/': (w, a, fresh) => ({ body: { refresh: underA(w.b.users.sales.refresh, a, fresh) } }),
  'POST /api/v1/auth/logout/': (w, a, fresh) => ({ body: { refresh: underA(w.b.users.sales.refresh, a, fresh) } }),
  'POST /api/v1/auth/invitation/': (w, a, fresh) => ({ body: { token: underA(w.invitationToken, a, fresh) } }),
  'POST /api/v1/auth/invitation/accept/': (w, a, fresh) => ({
    body: {
      token: underA(w.invitationToken, a, fresh),
      full_name: 'Invited',
      phone: '+966 55 222 3333',
      password: 'Orchard-Compass-Velvet-73',
      language: 'en',
    },
  }),
  'POST /api/v1/auth/password-reset/confirm/': (w, a, fresh) => ({
    body: { token: underA(w.resetToken, a, fresh), password: 'Orchard-Compass-Velvet-73' },
  }),
  'GET /api/v1/receipt/check/{token}': (w, a, fresh) => ({ params: { token: receiptToken(SECRET, a.tenantId, visitOf(w, fresh)) } }),
  'GET /api/v1/visit/rate/{token}': (w, a, fresh) => ({
    params: { token: signRatingLink(SECRET, a.tenantId, visitOf(w, fresh), inAYear()) },
  }),
  // A calendar feed's token (calendar-feed.test-cases.ts made B's), as a calendar app sends it.
  'GET /api/v1/calendar/feed/{token}': (w, a, fresh) => ({ params: { token: `${underA(w.modules.calendarFeedToken!, a, fresh)}.ics` } }),
  'POST /api/v1/visit/rate': (w, a, fresh) => ({
    body: { token: signRatingLink(SECRET, a.tenantId, visitOf(w, fresh), inAYear()), rating: 5, comment: 'Good' },
  }),
};

export const CASES: Record<string, Case> = {
  ...Object.fromEntries(Object.entries(REFERENCE_CASES).map(([key, make]) => [key, (w: World) => make(() => theirIds(w))])),
  'POST /api/v1/deactivate/user/{id}': id(sales, { is_active: false }),
  'GET /api/v1/target/user': (w) => ({ query: { user_id: sales(w) } }),
  'GET /api/v1/report': (w) => ({ query: { report_type: '2', from: day(-30), to: day(0), user_ids: sales(w) } }),
  'GET /api/v1/report/export/{id}': id((w) => w.reportExport),
  'GET /api/v1/report/export/{id}/file': id((w) => w.reportExport),
  'GET /api/v1/get/kpi/': (w) => ({ query: { user_id: sales(w) } }),
  'GET /api/v1/kpi/trend': (w) => ({ query: { user_id: sales(w) } }),
  'POST /api/v1/kpi/rate': (w) => ({ body: { user_id: sales(w), month: '2031-05', rating: 1, comment: 'x' } }),
  'POST /api/v1/collecton/total/visit': (w) => ({ body: { from: day(-30), to: day(0), user_id: sales(w) } }),
  'POST /api/v1/reset/password/{id}': id(sales, { password: 'Reset-Pass-123' }),
  'POST /api/v1/change/create/visit/status': (w) => ({ body: { user_id: sales(w), status_of_create_visit: false } }),
  'POST /api/v1/invitations/{id}/resend/': id((w) => w.invitation),
  'POST /api/v1/invitations/{id}/revoke/': id((w) => w.invitation),
  'GET /api/v1/files/{id}': id((w) => w.file),
  'POST /api/v1/agency/edit': (w) => ({ body: { id: w.agency, name_en: 'Taken', name_ar: 'مأخوذ', logo_file_id: w.file } }),
  'POST /api/v1/agency/delete': (w) => ({ body: { agency_id: w.agency } }),
  'POST /api/v1/sample/edit': (w) => ({ body: { id: w.sample, name: 'Taken', code: 'TK-1', unit: 'box', stock: 0, agency_id: w.agency } }),
  'POST /api/v1/sample/delete': (w) => ({ body: { sample_id: w.sample } }),
  'GET /api/v1/client/list': (w) => ({ query: { assigned_to: sales(w) } }),
  'GET /api/v1/lead/list': (w) => ({ query: { assigned_to: sales(w) } }),
  'GET /api/v1/client/duplicates': (w) => ({ query: { phone: '+966 55 000 0000', exclude: w.client } }),
  'GET /api/v1/get/client/{id}': id((w) => w.client),
  'POST /api/v1/client/merge': (w) => ({ body: { keep_id: w.client, merge_id: w.lead } }),
  'GET /api/v1/client/attachment/{id}': id((w) => w.client),
  'POST /api/v1/client/attachment/{id}': (w) => ({ params: { id: w.client }, body: { file_id: w.file } }),
  'POST /api/v1/edit/client': (w) => ({
    body: { ...plainClient, id: w.client, agency_ids: [w.agency], assigned_to: sales(w) },
  }),
  'POST /api/v1/raad/editlead': (w) => ({
    body: { ...plainClient, id: w.lead, agency_ids: [w.agency], assigned_to: sales(w) },
  }),
  'POST /api/v1/lead/approve': (w) => ({ body: { id: w.lead } }),
  'POST /api/v1/client/details/sec': (w) => ({
    body: { id: w.client, cr_number: '1010123456', vat_number: '300123456700003', national_address: 'RRRD2929, Riyadh' },
  }),
  'POST /api/v1/archive/leads': (w) => ({ body: { ids: [w.lead] } }),
  'POST /api/v1/restore/leads': (w) => ({ body: { ids: [w.lead] } }),
  'POST /api/v1/delete/leads': (w) => ({ body: { ids: [w.lead] } }),
  'POST /api/v1/client/delete': (w) => ({ body: { clientID: w.client } }),
  'POST /api/v1/client/export': (w) => ({ body: { assigned_to: sales(w), kind: 'client', format: 'csv' } }),
  // B's export job (a report's: list exports share its table and its ids).
  'GET /api/v1/client/export/{id}': id((w) => w.clientExport),
  'GET /api/v1/client/export/{id}/file': id((w) => w.clientExport),
  'GET /api/v1/visit/list': (w) => ({ query: { filter_type: '3', assigned_to: sales(w), client_id: w.client } }),
  'GET /api/v1/get/visit/{id}': id((w) => w.visit),
  'POST /api/v1/visit/delete': (w) => ({ body: { visit_id: w.visit } }),
  'POST /api/v1/visit/status/{id}': id((w) => w.visit, { latitude: 24.6913, longitude: 46.6856, accuracy_m: 8 }),
  'POST /api/v1/visit/status/Rejected/{id}': id((w) => w.collected, { reason: 'No proof of the visit' }),
  'POST /api/v1/false/visit/{id}': id((w) => w.collected, { reason: 'No proof of the visit' }),
  'POST /api/v1/new/visit': (w) => ({
    body: { visit_id: w.visit, outcome: 'Agreed', samples_given: [{ sample_id: w.sample, quantity: 1 }] },
  }),
  'POST /api/v1/followup/visit': (w) => ({ body: { visit_id: w.visit, outcome: 'Agreed' } }),
  'POST /api/v1/collection/visit': (w) => ({ form: { visit_id: w.visit, amount: '10', payment: '0' }, file: 'file' }),
  'POST /api/v1/delivery/visit': (w) => ({ form: { visit_id: w.visit, receiver_name: 'Omar' }, file: 'file' }),
  'POST /api/v1/call/visit': (w) => ({ form: { visit_id: w.visit, summary: 'Talked', duration_minutes: '5' } }),
  'GET /api/v1/visit/calender': (w) => ({ query: { ...range, assigned_to: sales(w) } }),
  'POST /api/v1/visit/reschedule/{id}': id((w) => w.visit, { planned_at: new Date(Date.now() + 86_400_000).toISOString() }),
  'GET /api/v1/visits/map': (w) => ({ query: { ...range, assigned_to: sales(w) } }),
  'GET /api/v1/taskos/list': (w) => ({ query: { assigned_to: sales(w), client_id: w.client } }),
  'GET /api/v1/task/{id}': id((w) => w.task),
  'POST /api/v1/task/status/{id}': id((w) => w.task, { status: 1 }),
  'POST /api/v1/missing/task': (w) => ({ form: { task: w.documentTask }, file: 'file' }),
  'POST /api/v1/invoice/task': (w) => ({
    form: { task: w.documentTask, invoice_number: 'I-1', amount: '5', invoice_date: day(0) },
    file: 'file',
  }),
  'POST /api/v1/statement/task': (w) => ({
    form: { task: w.documentTask, period_from: '2031-01-01', period_to: '2031-03-31', balance: '1' },
    file: 'file',
  }),
  'GET /api/v1/maintenance/list': (w) => ({ query: { assignee: w.b.users.maintenance.id, client: w.client } }),
  'GET /api/v1/maintenance/{id}': id((w) => w.maintenance),
  'POST /api/v1/maintenance/status/{id}': id((w) => w.maintenance, { status: 1 }),
  'POST /api/v1/maintenance/complete/{id}': (w) => ({ params: { id: w.maintenance }, form: { notes: 'Fixed' }, file: 'file' }),
  'GET /api/v1/meeting/{id}': id((w) => w.meeting),
  'POST /api/v1/extra/meeting': (w) => ({ body: { id: w.meeting, minutes: 'Agreed' } }),
  'PUT /api/v1/meeting/{id}': (w) => ({
    params: { id: w.meeting },
    body: { title: 'Taken over', date: day(3), time: '10:00', duration: 30, place: 'Riyadh', attendees: [sales(w)] },
  }),
  'POST /api/v1/meeting/{id}/cancel': id((w) => w.meeting, {}),
  'GET /api/v1/meeting/{id}/ics': id((w) => w.meeting),
  'GET /api/v1/calendar/visit/{id}': id((w) => w.visit),
  'GET /api/v1/visit/receipt/{id}': id((w) => w.collected),
  'POST /api/v1/send/visit/message': (w) => ({ form: { visit: w.visit, message: 'Hello from A' } }),
  'POST /api/v1/visit/messages/read/{id}': id((w) => w.visit, {}),
  'POST /api/v1/visit/rating-link/{id}': id((w) => w.collected, {}),
  'POST /api/v1/notifications/read/{id}': id((w) => w.notification, {}),
  ...Object.fromEntries(Object.entries(TOKEN_CASES).map(([key, make]) => [key, (w: World, a: Company) => make(w, a, false)])),
  // The modules' own (<m>.test-cases.ts), with the records their `world` made in B.
  ...Object.fromEntries(Object.entries(merged((m) => m.tenancy)).map(([key, make]) => [key, (w: World) => make(w.modules, w.b)])),
};
