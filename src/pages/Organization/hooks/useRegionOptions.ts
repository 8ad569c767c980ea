/** The region tree of the location picker, labelled in the current language by the platform. */
import { useRequest } from 'ahooks';
import { getRegionTree } from '@/services/ropc/organization';

/** Asked once the dialog is open (`wanted`): a form rendered ahead, closed, asks nothing. */
export function useRegionOptions(wanted = true) {
  const { data, loading } = useRequest(getRegionTree, {
    cacheKey: 'organization.regions',
    staleTime: 5 * 60_000,
    ready: wanted,
  });
  return { options: data || [], loading };
}
