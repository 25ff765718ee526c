import type { ComponentType } from 'react';
import type { Icon } from '@tabler/icons-react';
import type { Permission } from '@contract/permissions';

/**
 * One page of the signed-in app, as its feature declares it (features/<name>/routes.ts). The
 * router and the navigation both read the registry (app/app-routes.ts): a page cannot be
 * reachable and missing from the menu, or in the menu for a role the page refuses.
 */
export interface AppRoute {
  /** Relative to /app ('' is the dashboard). */
  path: string;
  /** Loads the page's own chunk. */
  page: () => Promise<ComponentType>;
  /** Shown in the navigation with a shell-catalog label. */
  nav?: {
    label:
      | 'nav.dashboard'
      | 'nav.clients'
      | 'nav.visits'
      | 'nav.tasks'
      | 'nav.meetings'
      | 'nav.maintenance'
      | 'nav.kpi'
      | 'nav.reports'
      | 'nav.settings';
    icon: Icon;
  };
  /** Who may open it (contract/permissions.ts); others get the 403 page. */
  permission?: Permission;
}
