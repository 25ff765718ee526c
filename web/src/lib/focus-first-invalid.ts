/**
 * Mantine form's `onValidationFailure`: moves focus to the first field marked invalid, so a
 * keyboard or screen-reader user lands on what to fix. The error marks appear with the next
 * render, so it looks for a few frames before giving up. (Mantine marks a PasswordInput with
 * data-invalid rather than aria-invalid.)
 */
export function focusFirstInvalid(_errors: unknown, _values: unknown, event?: { currentTarget?: EventTarget | null }): void {
  const root: ParentNode = event?.currentTarget instanceof HTMLElement ? event.currentTarget : document;
  let frames = 10;
  const attempt = () => {
    const field = root.querySelector<HTMLElement>('[aria-invalid="true"], input[data-invalid="true"]');
    if (field) field.focus();
    else if (--frames > 0) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
