// Runtime configuration only; each part delegates to its module.
import type { RequestConfig, RunTimeLayoutConfig } from '@umijs/max';
import type { ReactNode } from 'react';
import { reportPageVisit } from '@/analytics';
import { applyTitle } from '@/layouts/title';
import { layoutConfig } from '@/layouts/layoutConfig';
import { rootContainer as wrapRoot } from '@/layouts/rootContainer';
import { requestConfig } from '@/request/config';
import { followPage } from '@/request/pageScope';
import { startSession, type SessionContext } from '@/session/startup';

export async function getInitialState(): Promise<SessionContext> {
  return startSession();
}

export const layout: RunTimeLayoutConfig = () => layoutConfig();

export const request: RequestConfig = requestConfig;

export function onRouteChange({ location }: { location: { pathname: string } }) {
  applyTitle(location.pathname);
  followPage(); // the reads of the page that was left end with it
  reportPageVisit(location.pathname);
}

export function rootContainer(container: ReactNode) {
  return wrapRoot(container);
}
