import { digitsToLatin, hasNonLatinDigits } from '@contract/digits';

/**
 * Number and phone fields take the digits of an Arabic or Persian keyboard (٠-٩, ۰-۹, ٫, ٬).
 * Mantine's NumberInput (react-number-format) drops any character that is not a Latin digit,
 * so "٢٥" left the field empty and the form said "This field is required". One listener for
 * the whole app, not a prop on each field: every number field gets it, the ones added later
 * included. It rewrites the field's text in the capture phase of the `input` event, before
 * React (and react-number-format) read it: one character for one, so the caret stays put.
 *
 * Which fields: Mantine's NumberInput sets `inputmode` to "numeric" or "decimal"; phone fields
 * are `type="tel"` (or `inputmode="tel"`); code fields use `inputmode="numeric"`.
 */
const NUMBER_MODES = new Set(['numeric', 'decimal', 'tel']);

// Text and tel only: the caret of other types (number, email) cannot be set, and a
// type="number" field never holds what the browser could not read as a number anyway.
const holdsNumber = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && (target.type === 'tel' || (target.type === 'text' && NUMBER_MODES.has(target.inputMode)));

/**
 * The prototype's setter, not `input.value = …`: React tracks values set through the element's
 * own property and would then see no change and fire no onChange.
 */
const setNativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

function toLatin(event: Event): void {
  const input = event.target;
  if (!holdsNumber(input) || !hasNonLatinDigits(input.value) || !setNativeValue) return;
  const { selectionStart, selectionEnd } = input;
  setNativeValue.call(input, digitsToLatin(input.value));
  if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
}

/** Once, at start: the document's listener runs before React's, which listens on the root. */
export function readArabicDigitsAsLatin(doc: Document = document): void {
  doc.addEventListener('input', toLatin, true);
}
