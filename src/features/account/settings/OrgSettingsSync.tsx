/** Keeps the store on the current organisation and loads its settings once it is known (after the shell mounts). */
import { useEffect } from 'react';
import { useOrgInEffect } from '@/features/alarms';
import { loadOrgSettings } from './load';
import { setCurrentOrg } from '@/session/orgSettings';

export default function OrgSettingsSync() {
  const busId = useOrgInEffect();
  useEffect(() => {
    setCurrentOrg(busId);
    if (busId) loadOrgSettings(busId);
  }, [busId]);
  return null;
}
