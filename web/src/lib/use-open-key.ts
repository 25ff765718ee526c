import { useState } from 'react';

/**
 * A key that changes every time a modal opens. Keying the modal's form with it gives a
 * fresh, empty form on each opening, while the closing animation still shows the old one.
 */
export function useOpenKey(opened: boolean): number {
  const [key, setKey] = useState(0);
  const [wasOpen, setWasOpen] = useState(opened);
  if (opened !== wasOpen) {
    setWasOpen(opened);
    if (opened) setKey((k) => k + 1);
  }
  return key;
}

/** Keeps the last non-null value, so a modal about an item can animate out after it is cleared. */
export function useLastDefined<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
