/**
 * The inquiry rules of contract/src/inquiries.ts, restated without zod: the public page's
 * script must stay a few kilobytes. `validate.test.ts` runs both on the same inputs so the
 * two can never drift apart unnoticed.
 */
export type InquiryField = 'name' | 'email' | 'phone' | 'company' | 'message';
export type InquiryErrorKey = 'nameRequired' | 'nameLength' | 'email' | 'phone' | 'company' | 'messageLength';
export type InquiryValues = Record<InquiryField, string>;
export type InquiryErrors = Partial<Record<InquiryField, InquiryErrorKey>>;

export const inquiryFields: readonly InquiryField[] = ['name', 'email', 'phone', 'company', 'message'];

// zod 4's z.email() pattern (the server's check), so both sides accept the same addresses.
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const PHONE = /^\+?[0-9][0-9 ]{6,18}[0-9]$/;

export function validateInquiry(values: InquiryValues): InquiryErrors {
  const errors: InquiryErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'nameRequired';
  else if (name.length < 2 || name.length > 120) errors.name = 'nameLength';
  const email = values.email.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254) errors.email = 'email';
  const phone = values.phone.trim();
  if (phone && !PHONE.test(phone)) errors.phone = 'phone';
  if (values.company.trim().length > 160) errors.company = 'company';
  const message = values.message.trim();
  if (message.length < 10 || message.length > 4000) errors.message = 'messageLength';
  return errors;
}

/** The message to show for a field the server rejected (its own text is English only). */
export function errorKeyForServerField(field: string): InquiryErrorKey | null {
  switch (field) {
    case 'name':
      return 'nameLength';
    case 'email':
      return 'email';
    case 'phone':
      return 'phone';
    case 'company':
      return 'company';
    case 'message':
      return 'messageLength';
    default:
      return null;
  }
}
