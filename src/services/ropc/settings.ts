/** Platform settings of the current organisation, and the signed-in user's personal preferences. */
import { ropc, userApi, WRITE } from './client';
import { ORG_SETTINGS_PATH, PREFERENCES_PATH } from './paths';

/** Loaded after the shell mounts, never at startup; a failure keeps the browser's time zone and stays silent. */
export const getOrgSettings = () =>
  ropc.get<API.OrgSettings>(ORG_SETTINGS_PATH, { customParams: { isShowError: false } });

export const updateOrgSettings = (body: API.OrgSettingsPatch) =>
  ropc.patch<API.OrgSettings>(ORG_SETTINGS_PATH, body, WRITE);

export const getPreferences = () =>
  userApi.get<API.UserPreferences>(PREFERENCES_PATH, { customParams: { isShowError: false } });

export const updatePreferences = (body: Partial<API.UserPreferences>) =>
  userApi.patch<API.UserPreferences>(PREFERENCES_PATH, body, WRITE);
