import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/**
 * Links that act on a contact from a phone: call, WhatsApp, e-mail, and directions to a
 * place. Numbers are read by libphonenumber (a number written without its country code is
 * read as a number of `country`, the client's or the company's), so a link always dials the
 * international number; one it cannot read gets no link (the number is still shown).
 */
export interface PhoneLinks {
  /** `tel:+966551234567` */
  call: string;
  /** `https://wa.me/966551234567` (WhatsApp wants the digits without the plus). */
  whatsapp: string;
}

export function phoneLinks(phone: string, country?: string): PhoneLinks | null {
  if (!phone.trim()) return null;
  const parsed = parsePhoneNumberFromString(phone, country as CountryCode | undefined);
  if (!parsed?.isPossible()) return null;
  return { call: `tel:${parsed.number}`, whatsapp: `https://wa.me/${parsed.number.slice(1)}` };
}

export const mailLink = (email: string): string | null => (email.trim() ? `mailto:${email.trim()}` : null);

export interface PlaceLinks {
  /** Directions in the maps web app, which a phone hands to its maps app. */
  directions: string;
  /** `geo:` (RFC 5870): Android offers the maps apps installed. */
  geo: string;
}

export function placeLinks(latitude: number | null, longitude: number | null, label: string): PlaceLinks | null {
  if (latitude === null || longitude === null) return null;
  const at = `${latitude},${longitude}`;
  return {
    directions: `https://www.google.com/maps/dir/?api=1&destination=${at}`,
    geo: `geo:${at}?q=${at}(${encodeURIComponent(label)})`,
  };
}
