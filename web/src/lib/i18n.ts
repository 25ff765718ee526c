import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, type Language } from '@contract/users';
import { writeLangCookie } from './cookies';
import { session } from './session';
import { prefsStore } from './storage';

/**
 * Every `locales/<language>/<namespace>.json`, found by the bundler: a new namespace is its
 * two files (`npm run modules` types its keys: i18n-namespaces.generated.ts). Catalogs are small,
 * so both languages ship in the bundle and switching is instant.
 */
const catalogs = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

export const resources = Object.fromEntries(
  languages.map((lang) => [
    lang,
    Object.fromEntries(
      Object.entries(catalogs)
        .filter(([file]) => file.startsWith(`../locales/${lang}/`))
        .map(([file, catalog]) => [file.slice(`../locales/${lang}/`.length, -'.json'.length), catalog]),
    ),
  ]),
) as Record<Language, Record<string, Record<string, unknown>>>;

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(v: unknown): v is Language {
  return typeof v === 'string' && (languages as readonly string[]).includes(v);
}

export function directionOf(lang: Language): 'rtl' | 'ltr' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The first language of a visit: a link's `?lang=` (the public site's Arabic pages link with
 * it), then this browser's earlier choice, then the browser's own preference. After log-in
 * the profile's language takes over (lib/session.ts).
 */
function initialLanguage(): Language {
  const fromLink = new URLSearchParams(window.location?.search ?? '').get('lang');
  if (isLanguage(fromLink)) return fromLink;
  const stored = prefsStore.getLang();
  if (isLanguage(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  const preferred = browser.map((l) => l.slice(0, 2).toLowerCase()).find(isLanguage);
  if (preferred) return preferred;
  const fromHtml = document.documentElement.lang;
  return isLanguage(fromHtml) ? fromHtml : DEFAULT_LANGUAGE;
}

/**
 * In right-to-left text every interpolated value (an e-mail, a phone number, a count, a
 * name) becomes a first-strong isolate (U+2068 … U+2069): "+966 55 123 4567" keeps its order
 * and an English name cannot drag the Arabic around it. Left-to-right text needs none.
 */
const isolateInRtl = (value: string) => (i18n.dir() === 'rtl' ? `\u2068${value}\u2069` : value);

/** Mirrors the language everywhere it matters: <html>, localStorage and the `lang` cookie. */
function applyLanguage(lang: Language): void {
  const html = document.documentElement;
  html.lang = lang;
  html.dir = directionOf(lang);
  prefsStore.setLang(lang);
  writeLangCookie(lang);
}

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...languages],
  ns: Object.keys(resources.en),
  defaultNS: 'common',
  // React escapes HTML itself; the "escape" step is used only to isolate values in Arabic.
  interpolation: { escapeValue: true, escape: isolateInRtl },
  returnNull: false,
  initAsync: false,
});

i18n.on('languageChanged', (lng) => {
  if (isLanguage(lng)) applyLanguage(lng);
});
applyLanguage(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

// Signed in, the profile's language wins: a new browser opens in it, and a change made in
// the profile (or by the language switch, which saves it there) follows to this tab.
session.subscribe(() => {
  const { user, authenticated } = session.get();
  if (authenticated && user && user.language !== i18n.resolvedLanguage) void i18n.changeLanguage(user.language);
});

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

export function setLanguage(lang: Language): Promise<unknown> {
  return i18n.changeLanguage(lang);
}

export default i18n;
