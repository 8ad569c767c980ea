/**
 * Organization management (/organization): the list of the current organisation's child organisations, or,
 * with ?org=<busId>, one organisation's base information. The list's filters and page stay in the URL, so
 * going back to the list restores them.
 */
import { lazy, Suspense } from 'react';
import PageFrame from '@/components/PageFrame';
import PageLoading from '@/components/PageLoading';
import { useUrlState } from '@/hooks/useUrlState';
import OrganizationTable from './components/OrganizationTable';

/** The detail (descriptions, rename in place) loads only when an organisation is opened. */
const OrganizationDetail = lazy(() => import('./components/OrganizationDetail'));

const DETAIL_KEYS = ['org'] as const;

export default function OrganizationPage() {
  const [{ org }, set] = useUrlState(DETAIL_KEYS);
  if (org) {
    return (
      <Suspense fallback={<PageLoading />}>
        <OrganizationDetail busId={org} onBack={() => set({ org: undefined })} />
      </Suspense>
    );
  }
  return (
    <PageFrame>
      <OrganizationTable />
    </PageFrame>
  );
}
