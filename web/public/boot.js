/*
 * Runs before the app bundle (loaded from <head>, not inline: the CSP has script-src 'self').
 * Applies the saved language (lang/dir) and theme so the first paint is already right, and
 * keeps the install metadata in step with them: the web app manifest in the page's language,
 * the theme colour of the scheme actually painted.
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

  /* index.html holds one theme colour per scheme (media="(prefers-color-scheme: …)"); the app
     paints the scheme the user chose (light by default), not the system's, so both tags get
     the chosen scheme's colour. */
  var themeMetas = document.querySelectorAll('meta[name="theme-color"]');
  var themeColours = {};
  for (var i = 0; i < themeMetas.length; i++) {
    var media = themeMetas[i].getAttribute('media') || '';
    themeColours[media.indexOf('dark') >= 0 ? 'dark' : 'light'] = themeMetas[i].getAttribute('content');
  }

  function syncInstallMetadata() {
    var manifest = document.getElementById('app-manifest');
    var href = html.getAttribute('lang') === 'ar' ? '/manifest.ar.webmanifest' : '/manifest.en.webmanifest';
    if (manifest && manifest.getAttribute('href') !== href) manifest.setAttribute('href', href);
    var colour = themeColours[html.getAttribute('data-mantine-color-scheme') === 'dark' ? 'dark' : 'light'];
    for (var j = 0; colour && j < themeMetas.length; j++) {
      if (themeMetas[j].getAttribute('content') !== colour) themeMetas[j].setAttribute('content', colour);
    }
  }
  syncInstallMetadata();

  /* The app switches language (lib/i18n.ts sets <html lang>) and theme (Mantine sets
     data-mantine-color-scheme) at run time: follow those attributes, so no app code has to. */
  if (typeof window.MutationObserver === 'function') {
    new window.MutationObserver(syncInstallMetadata).observe(html, {
      attributes: true,
      attributeFilter: ['lang', 'data-mantine-color-scheme'],
    });
  }
})();
