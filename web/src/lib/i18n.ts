import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, type Language } from '@contract/users';
import { writeLangCookie } from './cookies';
import { prefsStore } from './storage';
import arAuth from '../locales/ar/auth.json';
import arCommon from '../locales/ar/common.json';
import arSettings from '../locales/ar/settings.json';
import arShell from '../locales/ar/shell.json';
import arSignup from '../locales/ar/signup.json';
import enAuth from '../locales/en/auth.json';
import enCommon from '../locales/en/common.json';
import enSettings from '../locales/en/settings.json';
import enShell from '../locales/en/shell.json';
import enSignup from '../locales/en/signup.json';

/** Catalogs are small, so both languages ship in the bundle: switching is instant. */
export const resources = {
  en: { common: enCommon, auth: enAuth, signup: enSignup, shell: enShell, settings: enSettings },
  ar: { common: arCommon, auth: arAuth, signup: arSignup, shell: arShell, settings: arSettings },
} as const;

declare module 'i18next' {
  // ResourceNamespaceMap (not CustomTypeOptions.resources) merges with other declarations.
  interface ResourceNamespaceMap {
    common: typeof enCommon;
    auth: typeof enAuth;
    signup: typeof enSignup;
    shell: typeof enShell;
    settings: typeof enSettings;
  }
}

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(v: unknown): v is Language {
  return typeof v === 'string' && (languages as readonly string[]).includes(v);
}

export function directionOf(lang: Language): 'rtl' | 'ltr' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

function initialLanguage(): Language {
  const stored = prefsStore.getLang();
  if (isLanguage(stored)) return stored;
  const fromHtml = document.documentElement.lang;
  return isLanguage(fromHtml) ? fromHtml : DEFAULT_LANGUAGE;
}

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
  ns: ['common', 'auth', 'signup', 'shell', 'settings'],
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React already escapes.
  returnNull: false,
  initAsync: false,
});

i18n.on('languageChanged', (lng) => {
  if (isLanguage(lng)) applyLanguage(lng);
});
applyLanguage(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

export function setLanguage(lang: Language): Promise<unknown> {
  return i18n.changeLanguage(lang);
}

export default i18n;
