/**
 * Progressive enhancement of the header: the <details> groups already work; this closes
 * them on Escape, on a click elsewhere and when focus leaves, and drives the phone menu.
 */
export function initNav(): void {
  const groups = [...document.querySelectorAll<HTMLDetailsElement>('details[data-nav-group]')];
  const closeAll = (except?: HTMLDetailsElement) =>
    groups.forEach((g) => {
      if (g !== except) g.open = false;
    });

  for (const group of groups) {
    group.addEventListener('toggle', () => {
      if (group.open) closeAll(group);
    });
    group.addEventListener('focusout', (event) => {
      // In the phone menu the groups are in the page flow: closing one as focus moves (on
      // touch start) would shift the page under the finger, and the tap would land on
      // nothing. There a group closes when another opens or the menu closes.
      if (document.documentElement.classList.contains('nav-open')) return;
      const next = event.relatedTarget as Node | null;
      if (next && !group.contains(next)) group.open = false;
    });
  }
  document.addEventListener('click', (event) => {
    const target = event.target as Node;
    if (!groups.some((g) => g.contains(target))) closeAll();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = groups.find((g) => g.open);
    if (open) {
      open.open = false;
      open.querySelector('summary')?.focus();
    } else if (document.documentElement.classList.contains('nav-open')) {
      setMenu(false);
      document.querySelector<HTMLElement>('[data-menu-toggle]')?.focus();
    }
  });

  const button = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  if (!button) return;
  button.hidden = false;
  button.addEventListener('click', () => setMenu(!document.documentElement.classList.contains('nav-open')));
}

function setMenu(open: boolean): void {
  if (!open) document.querySelectorAll<HTMLDetailsElement>('details[data-nav-group]').forEach((g) => (g.open = false));
  const button = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  document.documentElement.classList.toggle('nav-open', open);
  if (!button) return;
  button.setAttribute('aria-expanded', String(open));
  button.setAttribute('aria-label', (open ? button.dataset.labelClose : button.dataset.labelOpen) ?? '');
}
