import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { loadDraft, saveDraft, type SignupDraft } from '../model/draft';

interface DraftContextValue {
  draft: SignupDraft;
  update: (patch: Partial<SignupDraft>) => void;
}

const DraftContext = createContext<DraftContextValue | null>(null);

/** Holds the sign-up draft for all steps and mirrors it to sessionStorage on every change. */
export function DraftProvider({ children }: { children: ReactNode }) {
  const [draft, setDraft] = useState<SignupDraft>(loadDraft);

  const update = useCallback((patch: Partial<SignupDraft>) => {
    setDraft((prev) => {
      const next = { ...prev, ...patch };
      saveDraft(next);
      return next;
    });
  }, []);

  const value = useMemo(() => ({ draft, update }), [draft, update]);
  return <DraftContext value={value}>{children}</DraftContext>;
}

export function useSignupDraft(): DraftContextValue {
  const ctx = use(DraftContext);
  if (!ctx) throw new Error('useSignupDraft must be used inside <DraftProvider>');
  return ctx;
}
