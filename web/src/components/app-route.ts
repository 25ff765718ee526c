import type { ComponentType } from 'react';
import type { Icon } from '@tabler/icons-react';
import type { ResourceNamespaceMap } from 'i18next';
import type { Permission } from '@contract/permissions';

/** A menu label: the `menu` string of the feature's own catalog (`<namespace>:menu`). */
export type MenuLabel = {
  [N in keyof ResourceNamespaceMap]: ResourceNamespaceMap[N] extends { menu: string } ? `${N & string}:menu` : never;
}[keyof ResourceNamespaceMap];

/**
 * One page of the signed-in app, as its feature declares it (features/<name>/routes.ts, found
 * by app/app-routes.ts). The router and the navigation both read them: a page cannot be
 * reachable and missing from the menu, or in the menu for a role the page refuses.
 */
export interface AppRoute {
  /** Relative to /app ('' is the dashboard). */
  path: string;
  /** Loads the page's own chunk. */
  page: () => Promise<ComponentType>;
  /** Shown in the navigation, at `order` (lower first), with its feature's own label. */
  nav?: {
    label: MenuLabel;
    order: number;
    icon: Icon;
  };
  /** Who may open it (contract/permissions.ts); others get the 403 page. */
  permission?: Permission;
}
