/**
 * What the main layout shows in its content area: the startup failure with a retry, the first-sign-in password
 * step of an account with a one-time password, pending invitations over the page, the 403 page for a route the
 * user may not open (strict: decided from the current permissions on every render, so a change of permissions or
 * organisation never leaves a stale screen), or the page, remounted when the organisation changes so it reloads
 * its data with the new x-bus-id.
 */
import { useAccess, useLocation, useModel } from '@umijs/max';
import { Fragment, type ReactNode, useEffect } from 'react';
import Forbidden from '@/shell/layout/Forbidden';
import ConfigNotice from '@/shell/ConfigNotice';
import ModeBanner from '@/shell/ModeBanner';
import StartupFailed from '@/session/StartupFailed';
import { LazyFirstPasswordStep, LazyPendingInvitations, mustChangePassword } from '@/features/account';
import type { SessionContext } from '@/session/startup';
import { canOpenPath } from '@/utils/routeTable';
import { applyTitle } from './title';

/**
 * ProLayout titles only the pages in its menu; a page refused by the guard is not there, so ProLayout would write
 * the bare platform title after us. Apply ours once its effects have run.
 */
function RefusedPageTitle({ pathname }: { pathname: string }) {
  useEffect(() => {
    const timer = window.setTimeout(() => applyTitle(pathname), 0);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return null;
}

interface ViewProps {
  children: ReactNode;
  session: SessionContext | undefined;
  startupError?: unknown;
  flags: Record<string, boolean>;
  pathname: string;
  onRetry: () => Promise<unknown> | void;
  banner?: ReactNode;
}

export function ShellContentView({ children, session, startupError, flags, pathname, onRetry, banner }: ViewProps) {
  if (session?.failed || startupError) return <StartupFailed onRetry={onRetry} />;
  // A one-time password is changed before anything else (the startup itself ran as the spec says).
  if (mustChangePassword(session)) return <LazyFirstPasswordStep />;
  if (!canOpenPath(pathname, flags)) {
    return (
      <>
        <RefusedPageTitle pathname={pathname} />
        <Forbidden />
      </>
    );
  }
  return (
    <>
      {banner}
      <LazyPendingInvitations invitations={session?.userInfo?.invitations} />
      <Fragment key={session?.currentOrgId || '-'}>{children}</Fragment>
    </>
  );
}

export default function ShellContent({ children }: { children: ReactNode }) {
  const { initialState, error, refresh } = useModel('@@initialState');
  const access = useAccess() as Record<string, boolean>;
  const { pathname } = useLocation();
  return (
    <ShellContentView
      session={initialState}
      startupError={error}
      flags={access}
      pathname={pathname}
      onRetry={refresh}
      banner={
        <>
          <ConfigNotice />
          <ModeBanner />
        </>
      }
    >
      {children}
    </ShellContentView>
  );
}
