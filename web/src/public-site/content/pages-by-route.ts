import { publicRoutes } from '@contract/public-routes';
import type { Page, PublicRoute } from './types';

type Camel<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
/** '/' is `home`; any other route is its slug in camelCase: '/get-in-touch' → `getInTouch`. */
type PageName<R extends PublicRoute> = R extends '/' ? 'home' : R extends `/${infer Slug}` ? Camel<Slug> : never;

/** Every page of one language, by the name its content module exports it under. */
export type PagesByName = { [R in PublicRoute as PageName<R>]: Page };

const pageName = (route: string) => (route === '/' ? 'home' : route.slice(1).replace(/-(\w)/g, (_, c: string) => c.toUpperCase()));

/**
 * Maps routes to pages by naming convention, so the route table is written once (in the
 * contract) rather than once per language; the type makes a missing page a compile error.
 */
export function pagesByRoute(pages: PagesByName): Record<PublicRoute, Page> {
  return Object.fromEntries(publicRoutes.map((route) => [route, pages[pageName(route) as keyof PagesByName]])) as Record<PublicRoute, Page>;
}
