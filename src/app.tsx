// Runtime configuration only; each part delegates to its module.
import type { RequestConfig, RuntimeConfig, RunTimeLayoutConfig } from '@umijs/max';
import type { ReactNode } from 'react';
import { reportPageVisit } from '@/analytics';
import { withThemePreference } from '@/theme/antdTheme';
import { getThemePreference } from '@/theme/preference';
import { applyTitle } from '@/shell/layout/title';
import { withDictionaryDefault } from '@/locales/fallback';
import { layoutConfig } from '@/shell/layout/layoutConfig';
import { rootContainer as wrapRoot } from '@/shell/layout/rootContainer';
import { preloadRoutes, type UmiRoutes } from '@/speed/routes/preloadedRoutes';
import { requestConfig } from '@/request/config';
import { followPage } from '@/request/pageScope';
import { watchOtherTabs } from '@/session/otherTabs';
import { startWithCatalog } from '@/session/startWithCatalog';
import type { SessionContext } from '@/session/startup';

let watchingTabs = false;

export async function getInitialState(): Promise<SessionContext> {
  const context = await startWithCatalog();
  // A signed-in tab follows what other tabs do to the session (log out, another user, another organisation).
  if (context.userInfo && !watchingTabs) {
    watchingTabs = true;
    watchOtherTabs();
  }
  return context;
}

// The user's layout theme from the first render (no flash of the light theme).
export const antd: NonNullable<RuntimeConfig['antd']> = (memo) => withThemePreference(memo, getThemePreference());

// A key missing from the active catalog shows its zh-CN text (the dictionary default).
export const locale = withDictionaryDefault;

export const layout: RunTimeLayoutConfig = () => layoutConfig();

export const request: RequestConfig = requestConfig;

// Route pages render without suspending once their chunk has arrived; the address's page is asked for at once.
export function patchRoutes(routes: UmiRoutes) {
  preloadRoutes(routes, window.location.pathname);
}

export function onRouteChange({ location }: { location: { pathname: string } }) {
  applyTitle(location.pathname);
  followPage(); // the reads of the page that was left end with it
  reportPageVisit(location.pathname);
}

export function rootContainer(container: ReactNode) {
  return wrapRoot(container);
}
