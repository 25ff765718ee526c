import type { TFunction } from 'i18next';
import { greatCircleMetres } from '@contract/geo';
import type { AnyChange, CheckInChange, CompleteChange, CompleteFileChange, OutboxKind, VisitContext } from './outbox-kinds';

/**
 * A change waiting on the phone (or refused by the server) in the rep's words, for the outbox's
 * cards (OutboxDrawer.tsx, issue 40): "Checked in 12 m from the client at 10:42", never
 * `accuracy_m: 12` or an ISO instant. Plain functions of the words and formatters they are
 * given, so that they are read the same in a test as on the phone.
 */
export interface Wording {
  t: TFunction<['offline', 'visits', 'tasks']>;
  /** A visit's numbered value in words (`useVisitLabels().label`). */
  label: (group: 'types' | 'payments', n: number) => string;
  /** Metres up to a kilometre, then kilometres (`useVisitLabels().distance`). */
  distance: (metres: number) => string;
  /** The company's clock (`useCompanyClock()`): a time of day ("10:42"). */
  time: (iso: string) => string;
  /** A weekday and time ("Tue 10:30"): when a visit is planned. */
  when: (iso: string) => string;
  /** Day, month and time: a date further off (the next follow-up). */
  dateTime: (iso: string) => string;
  number: (n: number) => string;
  /** An amount in the company's currency. */
  money: (n: number) => string;
}

type Values = Record<string, unknown>;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
/** A number sent as text by a multipart form, or null when it is none. */
const numeric = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string' || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};
const visitOf = (change: AnyChange): VisitContext | undefined => ('visit' in change ? change.visit : undefined);

/** "Outcome: Reviewed the order": a value beside its label, or nothing when it is empty. */
function labelled(w: Wording, label: string, value: string): string[] {
  return value === '' ? [] : [w.t('offline:words.line', { label, value })];
}

/** How the check-in's place reads: its distance from the client when both places are known. */
export function checkInLines(change: CheckInChange, w: Wording): string[] {
  const { body } = change;
  const time = w.time(body.taken_at ?? change.at);
  const visit = visitOf(change);
  const placed = body.latitude != null && body.longitude != null;
  const clientPlaced = visit?.latitude != null && visit.longitude != null;
  let first: string;
  if (placed && clientPlaced) {
    const metres = greatCircleMetres(body.latitude!, body.longitude!, visit.latitude!, visit.longitude!);
    first = w.t('offline:words.checkInNear', { distance: w.distance(metres), time });
  } else if (placed) {
    first = w.t(visit ? 'offline:words.checkInNoClientPlace' : 'offline:words.checkInPlaced', { time });
  } else {
    first = w.t('offline:words.checkInNoPlace', { time });
  }
  const lines = [first];
  if (placed && body.accuracy_m != null) lines.push(w.t('offline:words.accuracy', { distance: w.distance(body.accuracy_m) }));
  const reason = text(body.far_reason);
  if (reason) lines.push(w.t('offline:words.farReason', { reason }));
  return lines;
}

/** A New, Expanding or Follow-up visit's completion: what came of it and the order. */
function orderLines(change: CompleteChange, w: Wording): string[] {
  const body = change.body as Values;
  const value = numeric(body.order_value);
  const order = body.order === 'Yes' ? 'Yes' : 'No';
  const orderText =
    order === 'Yes' && value !== null ? w.t('visits:outcome.orderYes', { value: w.money(value) }) : w.t(`visits:orders.${order}`);
  const samples = Array.isArray(body.samples_given)
    ? (body.samples_given as { quantity?: unknown }[]).reduce((sum, s) => sum + (numeric(s.quantity) ?? 0), 0)
    : 0;
  const next = text(body.next_follow_up);
  return [
    ...labelled(w, w.t('visits:complete.outcome'), text(body.outcome)),
    ...labelled(w, w.t('visits:complete.order'), orderText),
    ...labelled(w, w.t('visits:complete.nextStep'), text(body.next_step)),
    ...labelled(w, w.t('visits:complete.samplesGiven'), samples > 0 ? w.number(samples) : ''),
    ...labelled(w, w.t('visits:complete.nextFollowUp'), next && w.dateTime(next)),
  ];
}

/** A Collection, Delivery or Call completion (a form sent with its photo or file). */
function fileFormLines(change: CompleteFileChange, w: Wording): string[] {
  const f: Values = change.fields;
  const notes = labelled(w, w.t('visits:form.notes'), text(f.notes));
  switch (change.form) {
    case 'collection': {
      const amount = numeric(f.amount);
      const payment = numeric(f.payment);
      return [
        ...labelled(w, w.t('visits:complete.amount'), amount === null ? text(f.amount) : w.money(amount)),
        ...labelled(w, w.t('visits:complete.payment'), payment === null ? '' : w.label('payments', payment)),
        ...notes,
      ];
    }
    case 'delivery':
      return [...labelled(w, w.t('visits:complete.receiver'), text(f.receiver_name)), ...notes];
    case 'call': {
      const minutes = numeric(f.duration_minutes);
      return [
        ...labelled(w, w.t('visits:complete.summary'), text(f.summary)),
        ...labelled(
          w,
          w.t('visits:complete.duration'),
          minutes === null ? '' : w.t('visits:outcome.minutes', { count: minutes, n: w.number(minutes) }),
        ),
      ];
    }
    default:
      return notes;
  }
}

/**
 * What the change says, a line each, in the rep's language. A kind this build does not know
 * (one added later, or read from an older phone's store) says nothing rather than its raw data.
 */
export function changeLines(kind: OutboxKind | (string & {}), change: AnyChange, w: Wording): string[] {
  switch (kind) {
    case 'check_in':
      return checkInLines(change as CheckInChange, w);
    case 'complete':
      return orderLines(change as CompleteChange, w);
    case 'complete_file':
      return fileFormLines(change as CompleteFileChange, w);
    case 'message': {
      const message = 'message' in change ? text(change.message) : '';
      return message ? [message] : [];
    }
    case 'task_status': {
      const status = 'status' in change ? numeric(change.status) : null;
      return status === null ? [] : [w.t('offline:words.taskStatus', { status: w.t(`tasks:statuses.${status}` as 'tasks:statuses.0') })];
    }
    default:
      return [];
  }
}

/** One line for a waiting card: the change's first. */
export const changeSummary = (kind: OutboxKind | (string & {}), change: AnyChange, w: Wording): string | null =>
  changeLines(kind, change, w)[0] ?? null;

/** What tells apart three changes to one client: the visit's type and planned time ("Follow Up · Tue 10:30"). */
export function visitHeading(change: AnyChange, w: Wording): string | null {
  const visit = visitOf(change);
  if (!visit) return null;
  const time = w.when(visit.plannedAt);
  const type = w.label('types', visit.type);
  return time ? w.t('offline:words.visit', { type, time }) : type;
}

/** The kind's name on its badge; a kind this build does not know is "Change". */
export const kindLabel = (kind: string, w: Pick<Wording, 't'>): string =>
  w.t(`offline:kinds.${kind}` as 'offline:kinds.check_in', { defaultValue: w.t('offline:kinds.other') });
