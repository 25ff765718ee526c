/**
 * Mantine form's `onValidationFailure`: moves focus to the first field marked invalid, so a
 * keyboard or screen-reader user lands on what to fix (the errors render first, hence the frame).
 */
export function focusFirstInvalid(_errors: unknown, _values: unknown, event?: { currentTarget?: EventTarget | null }): void {
  const form = event?.currentTarget instanceof HTMLElement ? event.currentTarget : null;
  requestAnimationFrame(() => {
    const root: ParentNode = form ?? document;
    root.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
