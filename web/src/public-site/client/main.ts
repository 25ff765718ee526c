import '../styles/site.css';
import { initForms } from './forms';
import { initNav } from './nav';
import { applyTheme, initLanguageSwitch, initSessionLinks, initThemeToggle, savedTheme } from './prefs';

/**
 * The public site's only script. It is loaded as a classic script in <head>, so the saved
 * theme is applied before the first paint; everything else waits for the DOM.
 */
applyTheme(savedTheme());
document.documentElement.classList.add('js');

function start(): void {
  initThemeToggle();
  initSessionLinks();
  initLanguageSwitch();
  initNav();
  initForms();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
