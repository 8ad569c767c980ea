/**
 * The alarm types the organisation notifies in the console (Platform Settings → alarm notifications): the in-console
 * notice and desktop notifications follow them. Until the settings are known, every type is notified (the default).
 */
import type { AlarmType } from '@/domain/alarmTypes';
import { useOrgSettingsEntry } from '@/session/orgSettings';

export function useChosenTypes(): (type: AlarmType) => boolean {
  const chosen = useOrgSettingsEntry().entry?.settings?.alarmNotifications;
  return (type) => chosen?.[type] !== false;
}
