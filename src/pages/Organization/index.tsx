/**
 * Organization management (/organization): the list of the current organisation's child organisations, or,
 * with ?org=<busId>, one organisation's base information. The list's filters and page stay in the URL, so
 * going back to the list restores them. Switching organisation on a detail returns to the list.
 */
import { lazy, Suspense } from 'react';
import PageFrame from '@/components/PageFrame';
import PageLoading from '@/components/PageLoading';
import { useDetailOfOrg } from '@/hooks/useDetailOfOrg';
import { useUrlState } from '@/hooks/useUrlState';
import OrganizationTable from './components/OrganizationTable';

/** The detail (descriptions, rename in place) loads only when an organisation is opened. */
const OrganizationDetail = lazy(() => import('./components/OrganizationDetail'));

const DETAIL_KEYS = ['org'] as const;

export default function OrganizationPage() {
  const [{ org }, set] = useUrlState(DETAIL_KEYS);
  const back = () => set({ org: undefined });
  // After a switch of organisation, the list of the new one.
  const left = useDetailOfOrg(!!org, back);
  if (org && !left) {
    return (
      <Suspense fallback={<PageLoading />}>
        <OrganizationDetail busId={org} onBack={back} />
      </Suspense>
    );
  }
  return (
    <PageFrame>
      <OrganizationTable />
    </PageFrame>
  );
}
