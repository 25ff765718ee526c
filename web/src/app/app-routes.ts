import type { AppRoute } from '../components/app-route';

/** Each feature's pages: `features/<name>/routes.ts` exports them as `routes`, found here by the bundler. */
const declared = import.meta.glob<AppRoute[]>('../features/*/routes.ts', { eager: true, import: 'routes' });

/** Every page of the signed-in app, the menu's entries first in menu order. */
export const appRoutes: AppRoute[] = Object.values(declared)
  .flat()
  .sort((a, b) => (a.nav?.order ?? Infinity) - (b.nav?.order ?? Infinity));
