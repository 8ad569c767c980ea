/**
 * Route components that render at once once their chunk has arrived, and the address's own route started before the
 * first render. Umi makes every route component a React.lazy, and React.lazy suspends the first render of each one
 * even when its chunk is already loaded (boot.js preloads the layout's and the page's files); React then holds the
 * revealed page back for up to 500 ms after the loading fallback showed. Measured on a throttled first load of
 * /home: the page mounted 0.45 s after the layout had rendered, with nothing to do in between.
 */
import type { ComponentType } from 'react';
import { lazyPreloadable, type Preloadable } from '@/components/lazyPreloadable';

type RouteModule = Promise<{ default: ComponentType<object> }>;

/** What Umi's patchRoutes hands the app (src/.umi*\/core/route.tsx). */
export interface UmiRoutes {
  routes: Record<string, { id: string; path?: string; parentId?: string }>;
  routeComponents: Record<string, unknown>;
}

/**
 * The loader of a React.lazy component before its first render: React keeps it in `_payload._result` until it is
 * called (the same field Umi's own route prefetch calls). Undefined for anything else, which is then left as it is.
 */
function loaderOf(component: unknown): (() => RouteModule) | undefined {
  const result = (component as { _payload?: { _result?: unknown } } | null)?._payload?._result;
  return typeof result === 'function' ? (result as () => RouteModule) : undefined;
}

const trimmed = (path: string) => path.replace(/\/+$/, '') || '/';

/** Replaces each lazy route component with a preloadable one, and preloads the route of `pathname` and its parents. */
export function preloadRoutes({ routes, routeComponents }: UmiRoutes, pathname: string) {
  Object.keys(routeComponents).forEach((id) => {
    const load = loaderOf(routeComponents[id]);
    if (load) routeComponents[id] = lazyPreloadable(load);
  });
  let route = Object.values(routes).find((r) => r.path !== undefined && trimmed(r.path) === trimmed(pathname));
  while (route) {
    (routeComponents[route.id] as Partial<Preloadable<object>> | undefined)?.preload?.();
    route = route.parentId ? routes[route.parentId] : undefined;
  }
}
