import type { QueryClient } from '@tanstack/react-query';
import type { BodyIn } from '@contract/endpoint';
import { FILE_MAX_BYTES } from '@contract/files';
import { visitTalkApi } from '@contract/visit-talk';
import {
  multipartCompletions,
  VISIT_FILE_MAX_BYTES,
  VISIT_STATUS,
  visitsApi,
  type CheckInInput,
  type VisitDetails,
  type VisitSummary,
} from '@contract/visits';
import type { VisitInput } from '@contract/visit-forms';
import { visitDetailsKey } from '../../features/visits/api/visits';
import { apiCall } from '../../lib/api-call';
import { samplesKey } from '../../lib/catalog';
import { uploadTo } from '../../lib/upload';
import { keyed, progress, type Change, type ChangeKind, type ListPage } from './change';

/**
 * What tells apart the changes to one client on the phone's cards (three queued visits to one
 * client): the visit's type and planned time, and where the client is (a check-in's distance).
 */
export interface VisitContext {
  type: number;
  plannedAt: string;
  latitude: number | null;
  longitude: number | null;
}
interface VisitChange extends Change {
  visitId: string;
  /** Missing on changes queued by an earlier build. */
  visit?: VisitContext;
}
/** The fields every change to `visit` starts with. */
export const visitChangeOf = (visit: VisitDetails, key: string) => ({
  key,
  title: visit.client.company_name,
  at: new Date().toISOString(),
  visitId: visit.id,
  visit: { type: visit.visit_type, plannedAt: visit.planned_at, latitude: visit.client.latitude, longitude: visit.client.longitude },
});

export interface CheckInChange extends VisitChange {
  body: CheckInInput;
}
export interface CompleteChange extends VisitChange {
  form: 'new' | 'followup';
  body: BodyIn<typeof visitsApi.completeNew> | BodyIn<typeof visitsApi.completeFollowUp>;
}
export interface CompleteFileChange extends VisitChange {
  form: keyof typeof multipartCompletions;
  fields: Record<string, string>;
  file: File | null;
}
export interface MessageChange extends VisitChange {
  message: string;
  file: File | null;
  userName: string;
  /** The sender's own id: their waiting message shows as theirs. */
  senderId: string;
}
/** A visit planned with no signal, for a client of the phone's copy (issue 40). */
export interface PlanChange extends Change {
  body: VisitInput;
  /** The planned visit's context for its card (no visit id before the server makes it). */
  visit: VisitContext;
}

/** A visit's status as the rep will see it once the change arrives, in its details and every cached list. */
function showVisit(qc: QueryClient, id: string, patch: (v: VisitDetails) => VisitDetails) {
  const before = qc.getQueryData<VisitDetails>(visitDetailsKey(id));
  if (before) qc.setQueryData(visitDetailsKey(id), patch(before));
  const status = before && patch(before).status;
  if (status === undefined) return;
  qc.setQueriesData<ListPage<VisitSummary>>(
    { queryKey: ['visits', 'list'] },
    (page) => page && { ...page, results: page.results.map((v) => (v.id === id ? { ...v, status } : v)) },
  );
}

const withoutAction = (v: VisitDetails, action: VisitDetails['actions'][number]) => v.actions.filter((a) => a !== action);
const showFinished = (qc: QueryClient, c: VisitChange) =>
  showVisit(qc, c.visitId, (v) => ({ ...v, status: VISIT_STATUS.finished, actions: withoutAction(v, 'complete') }));

function putVisit(qc: QueryClient, visit: VisitDetails) {
  qc.setQueryData(visitDetailsKey(visit.id), visit);
  void qc.invalidateQueries({ queryKey: ['visits'], predicate: (q) => q.queryKey[1] !== 'details' || q.queryKey[2] !== visit.id });
  void qc.invalidateQueries({ queryKey: samplesKey });
}
const putReply = (qc: QueryClient, _c: unknown, reply: unknown) => putVisit(qc, reply as VisitDetails);

// The rep checks in and can complete the visit straight away; a completed visit shows finished.
const checkIn: ChangeKind<CheckInChange> = {
  send: (c) => apiCall(visitsApi.advance, { params: { id: c.visitId }, body: c.body }, keyed(c.key)),
  showQueued: (qc, c) =>
    showVisit(qc, c.visitId, (v) => ({
      ...v,
      status: VISIT_STATUS.started,
      actions: [...withoutAction(v, 'check_in').filter((a) => a !== 'delete'), 'complete'],
    })),
  showSent: putReply,
};

const complete: ChangeKind<CompleteChange> = {
  send: (c) =>
    c.form === 'new'
      ? apiCall(visitsApi.completeNew, { body: c.body as BodyIn<typeof visitsApi.completeNew> }, keyed(c.key))
      : apiCall(visitsApi.completeFollowUp, { body: c.body as BodyIn<typeof visitsApi.completeFollowUp> }, keyed(c.key)),
  showQueued: showFinished,
  showSent: putReply,
};

const completeFile: ChangeKind<CompleteFileChange> = {
  send: (c) =>
    uploadTo(multipartCompletions[c.form].endpoint, c.file, {
      fields: c.fields,
      maxBytes: VISIT_FILE_MAX_BYTES,
      onProgress: progress(c.key),
      ...keyed(c.key),
    }),
  showQueued: showFinished,
  showSent: putReply,
};

const message: ChangeKind<MessageChange> = {
  send: (c) =>
    uploadTo(visitTalkApi.send, c.file, {
      fields: { visit: c.visitId, message: c.message, user_name: c.userName },
      fileField: 'attachment',
      maxBytes: FILE_MAX_BYTES,
      onProgress: progress(c.key),
      ...keyed(c.key),
    }),
  showQueued: (qc, c, now) => {
    const v = qc.getQueryData<VisitDetails>(visitDetailsKey(c.visitId));
    if (!v || v.messages.some((m) => m.id === c.key)) return;
    const mine = {
      id: c.key,
      message: c.message,
      sender: c.senderId,
      sender_name: c.userName,
      is_read: true,
      attachment: null,
      created_at: now,
    };
    qc.setQueryData(visitDetailsKey(c.visitId), { ...v, messages: [...v.messages, mine] });
  },
  showSent: (qc, c) => void qc.invalidateQueries({ queryKey: visitDetailsKey(c.visitId) }),
};

// A planned visit has no id until the server makes it: until then it shows in the outbox only.
const plan: ChangeKind<PlanChange> = {
  send: (c) => apiCall(visitsApi.create, { body: c.body }, keyed(c.key)),
  showQueued: () => undefined,
  showSent: (qc) => void qc.invalidateQueries({ queryKey: ['visits'] }),
};

export const visitKinds = { check_in: checkIn, complete, complete_file: completeFile, message, visit_plan: plan };
