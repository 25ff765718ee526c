import { describe, expect, it } from 'vitest';
import { inquirySchema } from '@contract/inquiries';
import { errorKeyForServerField, inquiryFields, validateInquiry, type InquiryValues } from './client/validate';

const good: InquiryValues = {
  name: 'Sara Al-Harbi',
  email: 'sara@example.sa',
  phone: '',
  company: '',
  message: 'We have 25 reps and want a demo.',
};

/** Inputs chosen around every bound of the contract's schema. */
const cases: Array<Partial<InquiryValues>> = [
  {},
  { name: '' },
  { name: ' ' },
  { name: 'A' },
  { name: 'Al' },
  { name: 'x'.repeat(120) },
  { name: 'x'.repeat(121) },
  { name: 'سارة الحربي' },
  { email: '' },
  { email: 'no-at-sign' },
  { email: 'a@b' },
  { email: 'a@b.co' },
  { email: '.a@b.co' },
  { email: 'a..b@c.co' },
  { email: 'First.Last+tag@Example.COM' },
  { email: ` ${'a'.repeat(250)}@b.co` },
  { phone: '+966 55 123 4567' },
  { phone: '0551234567' },
  { phone: '12345' },
  { phone: '+966-55-123' },
  { phone: '1'.repeat(21) },
  { phone: '12345678' },
  { company: 'x'.repeat(160) },
  { company: 'x'.repeat(161) },
  { message: 'too short' },
  { message: '0123456789' },
  { message: '   0123456789   ' },
  { message: 'x'.repeat(4000) },
  { message: 'x'.repeat(4001) },
];

describe('client-side inquiry validation', () => {
  it.each(cases)('agrees with the contract schema for %o', (change) => {
    const values = { ...good, ...change };
    const parsed = inquirySchema.safeParse({ kind: 'contact', ...values });
    const serverFields = parsed.success ? [] : [...new Set(parsed.error.issues.map((i) => String(i.path[0])))].sort();
    expect(Object.keys(validateInquiry(values)).sort()).toEqual(serverFields);
  });

  it('has a message for every field the server can reject', () => {
    for (const field of inquiryFields) expect(errorKeyForServerField(field)).not.toBeNull();
    expect(errorKeyForServerField('kind')).toBeNull();
  });

  it('asks for a name before complaining about its length', () => {
    expect(validateInquiry({ ...good, name: '  ' }).name).toBe('nameRequired');
    expect(validateInquiry({ ...good, name: 'A' }).name).toBe('nameLength');
  });
});
