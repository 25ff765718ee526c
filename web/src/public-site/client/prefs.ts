/** Theme and language preferences, under the same keys the signed-in app uses (spec §9). */
export type Theme = 'light' | 'dark';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // Storage can be disabled; the defaults then apply.
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Without storage the choice lasts for this page only.
  }
}

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The visitor's choice, else (first visit) what their system prefers. */
export function savedTheme(): Theme {
  const saved = read('theme');
  if (saved === 'dark' || saved === 'light') return saved;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * Someone signed in to the app (same origin, so the same localStorage) sees "Open the app"
 * instead of "Log in" and "Start free". The static HTML keeps the signed-out links.
 */
export function initSessionLinks(): void {
  if (!read('access_token')) return;
  for (const el of document.querySelectorAll<HTMLElement>('[data-signed-out]')) el.hidden = true;
  for (const el of document.querySelectorAll<HTMLElement>('[data-signed-in]')) el.hidden = false;
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

export function initThemeToggle(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
    button.hidden = false;
    button.setAttribute('aria-pressed', String(savedTheme() === 'dark'));
    button.addEventListener('click', () => {
      const next: Theme = savedTheme() === 'dark' ? 'light' : 'dark';
      write('theme', next);
      applyTheme(next);
      button.setAttribute('aria-pressed', String(next === 'dark'));
    });
  }
}

/**
 * The switch is a plain link (works without JS). With JS it also records the choice where
 * the app (localStorage) and the server (cookie) look, then opens this page in that language.
 */
export function initLanguageSwitch(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-lang-switch]')) {
    link.addEventListener('click', (event) => {
      const lang = link.dataset.langSwitch === 'ar' ? 'ar' : 'en';
      event.preventDefault();
      write('lang', lang);
      document.cookie = `lang=${lang}; path=/; max-age=31536000; samesite=lax`;
      location.assign(`${location.pathname}?lang=${lang}${location.hash}`);
    });
  }
}
