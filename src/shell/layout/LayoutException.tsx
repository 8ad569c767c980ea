/**
 * Build-only: rule `layout-exception` of config/bundle.ts swaps this in; nothing in src imports it (docs/architecture.md).
 * Replaces the layout plugin's generated Exception (wired in config/bundle.ts): the same decision, without antd's
 * Result and its illustrations (about 10 KB of gzipped JavaScript in every page's first load). Custom 403/404
 * contents from the runtime layout config win, as in the original; the fallbacks are the console's light pages.
 */
import type { ReactNode } from 'react';
import Forbidden from '@/shell/layout/Forbidden';
import NotFoundMessage from '@/shell/layout/NotFoundMessage';

interface ExceptionProps {
  children: ReactNode;
  route?: { unaccessible?: boolean };
  notFound?: ReactNode;
  noFound?: ReactNode;
  unAccessible?: ReactNode;
  noAccessible?: ReactNode;
}

export default function LayoutException({
  children,
  route,
  notFound,
  noFound,
  unAccessible,
  noAccessible,
}: ExceptionProps) {
  if (!route) return <>{noFound || notFound || <NotFoundMessage />}</>;
  if (route.unaccessible) return <>{unAccessible || noAccessible || <Forbidden />}</>;
  return <>{children}</>;
}
