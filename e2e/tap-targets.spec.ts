import { expect, test, type Page } from './test';
import { planVisitViaApi } from './field-fixtures';
import { DEMO_MANAGER, DEMO_SALES1, logIn, resetProfileLanguage, useLanguage } from './fixtures';

/**
 * WCAG 2.2 SC 2.5.8 (target size, minimum) on a 360 px phone, issue 40: every link, button,
 * tab, switch, checkbox and radio the rep or the manager can tap on their everyday screens is
 * at least 24 × 24 px, or far enough from the others (the SC's spacing exception). Links set
 * inside a sentence are exempt, as the SC says. Both languages (directions), each in one theme.
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });
test.afterEach(({ page }) => resetProfileLanguage(page));

const COMBOS = [
  { lang: 'en', theme: 'light' },
  { lang: 'ar', theme: 'dark' },
] as const;
type Lang = (typeof COMBOS)[number]['lang'];

const MIN = 24;
const TARGETS = [
  'a[href]',
  'button',
  'summary',
  'select',
  'textarea',
  'input:not([type="hidden"])',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="switch"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="menuitem"]',
  '[role="option"]',
].join(', ');

interface Offender {
  what: string;
  width: number;
  height: number;
  why: string;
}

/**
 * The page's tap targets that are too small and too close to another: measured in the page
 * (the geometry needs every target's box at once), reported as text, size and what it touches.
 */
function undersized(page: Page): Promise<Offender[]> {
  return page.evaluate(
    ({ selector, min }) => {
      type Box = { left: number; top: number; right: number; bottom: number };
      const union = (a: Box, b: Box): Box => ({
        left: Math.min(a.left, b.left),
        top: Math.min(a.top, b.top),
        right: Math.max(a.right, b.right),
        bottom: Math.max(a.bottom, b.bottom),
      });
      const shown = (el: Element) => {
        const r = el.getBoundingClientRect();
        return (
          r.width > 0 &&
          r.height > 0 &&
          el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
          !el.closest('[inert], [aria-hidden="true"]') &&
          // Off the page: the skip link until focused, a side navigation slid away.
          r.bottom + window.scrollY > 0 &&
          r.right > 0 &&
          r.left < window.innerWidth
        );
      };
      /** A link inside a sentence: the SC's "inline" exception. */
      const inline = (el: Element) => {
        const parent = el.parentElement;
        return el.tagName === 'A' && parent?.tagName === 'P' && (parent.textContent ?? '').trim() !== (el.textContent ?? '').trim();
      };
      const name = (el: Element) =>
        `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') || el.textContent || el.getAttribute('title') || '')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 50)}"`;

      const targets: { el: Element; box: Box }[] = [];
      for (const el of document.querySelectorAll(selector)) {
        if ((el as HTMLInputElement).disabled || inline(el)) continue;
        // A checkbox, radio or segment drawn by its label: the label is what a finger hits.
        const labels = el instanceof HTMLInputElement ? [...(el.labels ?? [])].filter(shown) : [];
        const boxes: Box[] = [...(shown(el) ? [el] : []), ...labels].map((e) => e.getBoundingClientRect());
        if (boxes.length === 0) continue;
        targets.push({ el, box: boxes.reduce(union) });
      }
      /** The fixed bar (header, bottom navigation) an element rides on, if any. */
      const layer = (el: Element): Element | null => {
        for (let e: Element | null = el; e; e = e.parentElement) {
          const { position } = getComputedStyle(e);
          if (position === 'fixed' || position === 'sticky') return e;
        }
        return null;
      };
      // A fixed bar and the page scrolling under it are never next to each other for long:
      // only targets that move together are measured against each other.
      const related = (a: Element, b: Element) => a === b || a.contains(b) || b.contains(a) || layer(a) !== layer(b);
      const centre = (b: Box) => ({ x: (b.left + b.right) / 2, y: (b.top + b.bottom) / 2 });
      const small = (b: Box) => b.right - b.left < min - 0.01 || b.bottom - b.top < min - 0.01;
      /** Does the 24 px circle centred on `b` reach into `other`? (Touching is not intersecting.) */
      const circleHits = (b: Box, other: Box) => {
        const c = centre(b);
        const dx = Math.max(other.left - c.x, 0, c.x - other.right);
        const dy = Math.max(other.top - c.y, 0, c.y - other.bottom);
        return dx * dx + dy * dy < (min / 2) ** 2;
      };

      const offenders = [];
      for (const t of targets) {
        if (!small(t.box)) continue;
        const clash = targets.find(
          (o) =>
            !related(t.el, o.el) &&
            (circleHits(t.box, o.box) ||
              (small(o.box) && Math.hypot(centre(t.box).x - centre(o.box).x, centre(t.box).y - centre(o.box).y) < min)),
        );
        if (!clash) continue;
        offenders.push({
          what: name(t.el),
          width: Math.round((t.box.right - t.box.left) * 10) / 10,
          height: Math.round((t.box.bottom - t.box.top) * 10) / 10,
          why: `too close to ${name(clash.el)}`,
        });
      }
      return offenders;
    },
    { selector: TARGETS, min: MIN },
  );
}

/** The screen as a person sees it once it has loaded: no list still fetching, no transition half-way. */
async function settled(page: Page, ready: string) {
  await expect(page.getByTestId(ready).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Rows' titles and panels' "View all" links, 20 and 17 px tall before issue 40: held to 24 px
 * themselves, even where the spacing exception would let them pass.
 */
const ROW_LINKS = [
  '[data-testid^="panel-"] a[href]',
  '[data-testid^="stat-"] a[href]',
  '[data-testid$="-cards"] a[href]',
  '[data-testid$="-cards"] button',
].join(', ');

async function expectTapTargets(page: Page, path: string, ready: string, label: string) {
  await page.goto(path);
  await settled(page, ready);
  const offenders = await undersized(page);
  const report = offenders.map((o) => `${o.what} ${o.width}×${o.height} px, ${o.why}`).join('\n');
  expect(offenders, `${label}: tap targets under ${MIN} × ${MIN} px and too close to another\n${report}`).toEqual([]);

  const rows = await page.locator(ROW_LINKS).evaluateAll(
    (links, min) =>
      links
        .map((l) => ({ text: (l.textContent ?? '').trim().slice(0, 50), box: l.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.width < min - 0.01 || box.height < min - 0.01))
        .map(({ text, box }) => `"${text}" ${Math.round(box.width * 10) / 10}×${Math.round(box.height * 10) / 10} px`),
    MIN,
  );
  expect(rows, `${label}: row titles and "View all" links under ${MIN} px\n${rows.join('\n')}`).toEqual([]);
}

async function signIn(page: Page, email: string, lang: Lang) {
  await logIn(page, email);
  // After log-in the profile's language wins: switch the way a person does.
  await useLanguage(page, lang);
}

for (const { lang, theme } of COMBOS) {
  test.describe(`${lang}, ${theme}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    });

    test(`the rep's day: dashboard, visits, clients, tasks and a visit, every target at least 24 px (${lang})`, async ({ page }) => {
      const visitId = await planVisitViaApi(page, 1);
      await signIn(page, DEMO_SALES1, lang);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
      await expectTapTargets(page, '/app', 'panel-next-visits', `rep dashboard (${lang}, ${theme})`);
      await expectTapTargets(page, '/app/visits', 'visit-row', `visits (${lang}, ${theme})`);
      await expectTapTargets(page, '/app/clients', 'client-row', `clients (${lang}, ${theme})`);
      await expectTapTargets(page, '/app/tasks', 'task-row', `tasks (${lang}, ${theme})`);
      await expectTapTargets(page, `/app/visits/visitdetails/${visitId}`, 'visit-details', `visit details (${lang}, ${theme})`);
    });

    test(`the manager's dashboard, every target at least 24 px (${lang})`, async ({ page }) => {
      await signIn(page, DEMO_MANAGER, lang);
      await expectTapTargets(page, '/app', 'panel-overdue-tasks', `manager dashboard (${lang}, ${theme})`);
    });
  });
}
