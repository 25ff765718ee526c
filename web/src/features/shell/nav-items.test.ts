import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/app-routes';
import { bottomNavItems, currentness, navItems } from './nav-items';

describe('navigation entries', () => {
  it('come from the route declarations, filtered by role', () => {
    expect(navItems(appRoutes, 'admin').map((i) => i.to)).toContain('/app/settings');
    expect(navItems(appRoutes, 'sales').map((i) => i.to)).not.toContain('/app/settings');
  });

  it("the phone's bottom bar has the rep's four pages in its own order, and only those the role may open", () => {
    expect(bottomNavItems(appRoutes, 'sales').map((i) => i.label)).toEqual(['dashboard:menu', 'visits:menu', 'tasks:menu', 'clients:menu']);
    expect(bottomNavItems(appRoutes, 'maintenance').map((i) => i.to)).toEqual(['/app']);
  });

  it("each feature's menu label is in its own catalog, in both languages, and the entries keep their order", () => {
    const catalogs = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });
    const labels = navItems(appRoutes, 'admin').map((i) => i.label);
    expect(labels[0]).toBe('dashboard:menu');
    expect(labels.at(-1)).toBe('settings:menu');
    for (const label of labels)
      for (const lang of ['en', 'ar']) {
        const [ns, key] = label.split(':');
        expect(catalogs[`../../locales/${lang}/${ns}.json`]?.[key!], `${lang} ${label}`).toMatch(/\S/);
      }
  });

  it('an entry is the current page, or the section of a page under it', () => {
    const [dashboard, visits] = bottomNavItems(appRoutes, 'sales');
    expect(currentness(visits!, '/app/visits/')).toBe('page');
    expect(currentness(visits!, '/app/visits/visitdetails/1')).toBe('section');
    expect(currentness(visits!, '/app/visits-map')).toBeUndefined();
    expect(currentness(dashboard!, '/app')).toBe('page');
    expect(currentness(dashboard!, '/app/tasks')).toBeUndefined();
  });
});
