import { describe, expect, it } from 'vitest';
import { mailLink, phoneLinks, placeLinks } from './contact-links';

describe('contact links', () => {
  it('dials and messages the international number, however the number was written', () => {
    const links = { call: 'tel:+966551234567', whatsapp: 'https://wa.me/966551234567' };
    expect(phoneLinks('+966 55 123 4567')).toEqual(links);
    // Written the local way: read as a number of the client's (or the company's) country.
    expect(phoneLinks('055 123 4567', 'SA')).toEqual(links);
    expect(phoneLinks('0551234567', 'SA')).toEqual(links);
    expect(phoneLinks('+971 50 123 4567', 'SA')).toEqual({ call: 'tel:+971501234567', whatsapp: 'https://wa.me/971501234567' });
  });

  it('gives no link for a number it cannot read, or none', () => {
    expect(phoneLinks('')).toBeNull();
    expect(phoneLinks('055 123 4567')).toBeNull();
    expect(phoneLinks('12', 'SA')).toBeNull();
  });

  it('writes e-mail and directions links', () => {
    expect(mailLink(' huda@example.com ')).toBe('mailto:huda@example.com');
    expect(mailLink('')).toBeNull();
    expect(placeLinks(24.6913, 46.6856, 'عيادة الشفاء & Co')).toEqual({
      directions: 'https://www.google.com/maps/dir/?api=1&destination=24.6913,46.6856',
      geo: `geo:24.6913,46.6856?q=24.6913,46.6856(${encodeURIComponent('عيادة الشفاء & Co')})`,
    });
    expect(placeLinks(null, 46.6, 'x')).toBeNull();
  });
});
