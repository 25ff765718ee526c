/*
 * Runs before the app bundle (loaded from <head>, not inline: the CSP has script-src 'self').
 * Applies the saved language (lang/dir) and theme so the first paint is already right.
 */
(function () {
  var html = document.documentElement;
  var lang = null;
  var theme = null;
  try {
    lang = window.localStorage.getItem('lang');
    theme = window.localStorage.getItem('theme');
  } catch {
    /* storage disabled: defaults below */
  }
  if (lang !== 'en' && lang !== 'ar') {
    var m = document.cookie.match(/(?:^|;\s*)lang=(en|ar)(?:;|$)/);
    lang = m ? m[1] : 'en';
  }
  html.setAttribute('lang', lang);
  html.setAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  html.setAttribute('data-mantine-color-scheme', theme === 'dark' ? 'dark' : 'light');
})();
