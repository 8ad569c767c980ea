/** The region tree of the location picker, labelled in the current language by the platform. */
import { useRequest } from 'ahooks';
import { getRegionTree } from '@/services/ropc/organization';

export function useRegionOptions() {
  const { data, loading } = useRequest(getRegionTree, { cacheKey: 'organization.regions', staleTime: 5 * 60_000 });
  return { options: data || [], loading };
}
