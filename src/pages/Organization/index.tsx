/**
 * Organization management (/organization): the list of the current organisation's child organisations, or,
 * with ?org=<busId>, one organisation's base information. The list's filters and page stay in the URL, so
 * going back to the list restores them.
 */
import { PageContainer } from '@ant-design/pro-components';
import { useUrlState } from '@/hooks/useUrlState';
import OrganizationDetail from './components/OrganizationDetail';
import OrganizationTable from './components/OrganizationTable';

const DETAIL_KEYS = ['org'] as const;

export default function OrganizationPage() {
  const [{ org }, set] = useUrlState(DETAIL_KEYS);
  if (org) return <OrganizationDetail busId={org} onBack={() => set({ org: undefined })} />;
  return (
    <PageContainer>
      <OrganizationTable />
    </PageContainer>
  );
}
