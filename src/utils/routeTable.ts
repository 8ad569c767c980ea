/**
 * The route table read as data: which route a path opens, its title key, its access flag and whether it sits
 * in the main layout. Used for tab titles and for the strict access guard of the main layout.
 */
import { matchPath } from '@umijs/max';
import { routes } from '../../config/shared';

interface RouteConfig {
  path: string;
  name?: string;
  access?: string;
  layout?: boolean;
  redirect?: string;
  routes?: RouteConfig[];
}

export interface RouteEntry {
  path: string;
  /** The menu.* locale key of the route's name, if it has one. */
  titleKey?: string;
  access?: string;
  /** Rendered inside the main ProLayout (every such route must declare `access`). */
  inLayout: boolean;
  redirect?: string;
}

function flatten(list: RouteConfig[], parentKey: string, inLayout: boolean): RouteEntry[] {
  return list.flatMap((route) => {
    const key = route.name ? `${parentKey}.${route.name}` : undefined;
    const layout = inLayout && route.layout !== false;
    const self: RouteEntry = {
      path: route.path,
      titleKey: key,
      access: route.access,
      inLayout: layout,
      redirect: route.redirect,
    };
    const children = route.routes ? flatten(route.routes, key || parentKey, layout) : [];
    // Children first, so /document/x wins over /document; the wildcard goes last.
    return [...children, self];
  });
}

export const ROUTE_ENTRIES: RouteEntry[] = flatten(routes as RouteConfig[], 'menu', true).sort(
  (a, b) => Number(a.path === '*') - Number(b.path === '*'),
);

/** The route a path opens (react-router's matching: case-insensitive, trailing slash ignored). */
export function findRoute(pathname: string, entries: RouteEntry[] = ROUTE_ENTRIES): RouteEntry | undefined {
  return entries.find((entry) => entry.path === '*' || matchPath({ path: entry.path, end: true }, pathname));
}

/** Strict access: a main-layout route opens only with a declared access flag that is granted. */
export function canOpenPath(
  pathname: string,
  flags: Record<string, boolean>,
  entries: RouteEntry[] = ROUTE_ENTRIES,
): boolean {
  const entry = findRoute(pathname, entries);
  if (!entry || !entry.inLayout || entry.redirect) return true;
  return !!entry.access && flags[entry.access] === true;
}
