/** Platform settings of the current organisation, and the signed-in user's personal preferences. */
import { ropc, userApi, WRITE } from './client';

/** Loaded after the shell mounts, never at startup; a failure keeps the browser's time zone and stays silent. */
export const getOrgSettings = () => ropc.get<API.OrgSettings>('/settings', { customParams: { isShowError: false } });

export const updateOrgSettings = (body: API.OrgSettingsPatch) => ropc.patch<API.OrgSettings>('/settings', body, WRITE);

export const getPreferences = () =>
  userApi.get<API.UserPreferences>('/user/preferences', { customParams: { isShowError: false } });

export const updatePreferences = (body: Partial<API.UserPreferences>) =>
  userApi.patch<API.UserPreferences>('/user/preferences', body, WRITE);
