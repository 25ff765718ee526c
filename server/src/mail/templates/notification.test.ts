import { describe, expect, it } from 'vitest';
import { notificationLetter } from './notification';

/** Clients moved together are counted in each language's own forms (Arabic: one, two, 3–10, 11+). */
describe('clients moved to a rep: the subject line', () => {
  const subject = (lang: 'en' | 'ar', count: number) =>
    notificationLetter(lang, {
      kind: 'clients_assigned',
      data: { title: 'Dallah Hospital', actor: 'Khalid', count },
      fullName: 'Omar',
      company: 'Demo',
      link: 'https://example.test/app/clients',
    }).subject;

  it('in English, one by name, several with how many', () => {
    expect(subject('en', 1)).toBe('A client was moved to you: Dallah Hospital');
    expect(subject('en', 12)).toBe('12 clients were moved to you, including Dallah Hospital');
  });

  it('in Arabic, with the dual, the plural of 3–10 and the singular after 10', () => {
    expect(subject('ar', 1)).toBe('نُقل إليك عميل: Dallah Hospital');
    expect(subject('ar', 2)).toBe('نُقل إليك عميلان، منهما Dallah Hospital');
    expect(subject('ar', 7)).toBe('نُقل إليك 7 عملاء، منهم Dallah Hospital');
    expect(subject('ar', 25)).toBe('نُقل إليك 25 عميلًا، منهم Dallah Hospital');
  });
});
