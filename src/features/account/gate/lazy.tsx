/**
 * The account gate for the main layout, loaded only for the few sessions that need it (a one-time password to
 * change, invitations to answer): the password form and the invitations stay out of every page's first load.
 */
import { lazy, Suspense } from 'react';
import PageLoading from '@/components/PageLoading';

const FirstPasswordStep = lazy(() => import('./FirstPasswordStep'));
const PendingInvitations = lazy(() => import('./PendingInvitations'));

export function LazyFirstPasswordStep() {
  return (
    <Suspense fallback={<PageLoading />}>
      <FirstPasswordStep />
    </Suspense>
  );
}

export function LazyPendingInvitations({ invitations }: { invitations?: API.Invitation[] }) {
  if (!invitations?.length) return null;
  return (
    <Suspense fallback={null}>
      <PendingInvitations invitations={invitations} />
    </Suspense>
  );
}
