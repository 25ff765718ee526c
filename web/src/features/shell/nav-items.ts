import type { Icon } from '@tabler/icons-react';
import { can } from '@contract/permissions';
import type { Role } from '@contract/users';
import type { AppRoute, MenuLabel } from '../../components/app-route';

/** A menu entry: a declared page with a `nav` label and icon. */
export interface NavItem {
  /** The route's path, relative to /app ('' is the dashboard). */
  path: string;
  /** Where the entry links to. */
  to: string;
  label: NonNullable<AppRoute['nav']>['label'];
  icon: Icon;
}

/** The declared pages with a menu entry that this role may open (the server enforces the same), in menu order. */
export function navItems(routes: readonly AppRoute[], role: Role): NavItem[] {
  return routes.flatMap((r) =>
    r.nav && (!r.permission || can(role, r.permission)) ? [{ path: r.path, to: r.path ? `/app/${r.path}` : '/app', ...r.nav }] : [],
  );
}

/** The field rep's pages the phone's bottom bar offers, in its order (the rest stay in the side menu). */
export const bottomNavPaths = ['', 'visits', 'tasks', 'clients'] as const;

/** The bottom bar's entries: those of `bottomNavPaths` this role may open, labels and icons from their declarations. */
export function bottomNavItems(routes: readonly AppRoute[], role: Role): NavItem[] {
  const byPath = new Map(navItems(routes, role).map((item) => [item.path, item]));
  return bottomNavPaths.flatMap((path) => byPath.get(path) ?? []);
}

/** Whether `pathname` is the item's page (`page`) or one under it, such as a visit's details (`section`). */
export function currentness(item: NavItem, pathname: string): 'page' | 'section' | undefined {
  const current = pathname.replace(/\/+$/, '') || '/';
  if (current === item.to) return 'page';
  return item.path && current.startsWith(`${item.to}/`) ? 'section' : undefined;
}

/**
 * Translates a menu label (`<namespace>:menu`, typed by MenuLabel so the key exists) with the
 * shell's `t`: i18next reads the namespace before the colon.
 */
export const menuLabel = (t: (key: never) => string, label: MenuLabel): string => t(label as never);
