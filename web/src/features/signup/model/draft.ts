import { packageNumbers } from '@contract/plans';
import { sessionStore } from '../../../lib/storage';

/** Spec §3's sign-up draft, plus what the verification step must remember across a reload. */
export interface SignupDraft {
  fullName: string;
  email: string;
  phone: string;
  password: string;
  field: string;
  companyname: string;
  companyCountry: string;
  companyCity: string;
  Vat: string;
  numberOfEmployee: number | '';
  /** Not asked any more (the company field says it); kept for the spec's draft shape. */
  industry: string;
  package: number;
  /** The verified code, sent again with the sign-up call. */
  code: string;
  /** The address `code` was verified for; changing the email invalidates it. */
  verifiedEmail: string;
  /** Where and when the last code was sent, so a reload does not send another one. */
  codeSentTo: string;
  codeSentAt: number;
}

export const DRAFT_KEY = 'signup_draft';

export const emptyDraft: SignupDraft = {
  fullName: '',
  email: '',
  phone: '',
  password: '',
  field: '',
  companyname: '',
  companyCountry: '',
  companyCity: '',
  Vat: '',
  numberOfEmployee: '',
  industry: '',
  package: 0,
  code: '',
  verifiedEmail: '',
  codeSentTo: '',
  codeSentAt: 0,
};

export function isPackageNumber(n: unknown): n is number {
  return typeof n === 'number' && (packageNumbers as readonly number[]).includes(n);
}

/** Reads the draft, keeping only known keys of the right type (the value is user-editable). */
export function loadDraft(): SignupDraft {
  const raw = sessionStore.get(DRAFT_KEY);
  if (!raw) return { ...emptyDraft };
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const draft: SignupDraft = { ...emptyDraft };
    for (const key of Object.keys(emptyDraft) as (keyof SignupDraft)[]) {
      const value = parsed[key];
      const expected = key === 'numberOfEmployee' ? ['number', 'string'] : [typeof emptyDraft[key]];
      if (expected.includes(typeof value)) (draft as unknown as Record<string, unknown>)[key] = value;
    }
    if (!isPackageNumber(draft.package)) draft.package = 0;
    draft.password = ''; // older drafts kept it: drop it
    return draft;
  } catch {
    return { ...emptyDraft };
  }
}

/**
 * Everything but the password survives a reload: a typed password never goes to storage a
 * script could read later. After a reload the account step asks for it again.
 */
export function saveDraft(draft: SignupDraft): void {
  const { password: _password, ...kept } = draft;
  sessionStore.set(DRAFT_KEY, JSON.stringify(kept));
}

export function clearDraft(): void {
  sessionStore.set(DRAFT_KEY, null);
}
