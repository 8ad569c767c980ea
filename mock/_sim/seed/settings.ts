/**
 * Platform settings of each organisation and the personal preferences of each user.
 * - Organisation settings (`orgs`): seeded for the three top organisations; a sub-organisation without its own
 *   row uses its nearest parent's (inherited) until someone saves settings for it.
 * - User preferences (`users`): the layout theme; a user without a row has the light theme.
 */
import { ALARM_TYPES, type AlarmType } from '../../../src/domain/alarmTypes';
import { lineageOf } from '../access';
import { defineArea } from '../store';
import type { Locale } from '../types';

export type ThemeMode = 'light' | 'dark';

export interface OrgSettingsRow {
  language: Locale;
  timeZone: string;
  alarmNotifications: Record<AlarmType, boolean>;
  updatedAt: string | null;
}

export interface UserPreferencesRow {
  theme: ThemeMode;
}

interface SettingsTables {
  orgs: Record<string, OrgSettingsRow>;
  users: Record<string, UserPreferencesRow>;
}

/** Every alarm type notified in the console. */
export const allNotified = (): Record<AlarmType, boolean> =>
  Object.fromEntries(ALARM_TYPES.map((type) => [type, true])) as Record<AlarmType, boolean>;

/** What an organisation without settings of its own and without a parent with settings uses. */
export const DEFAULT_SETTINGS: Omit<OrgSettingsRow, 'alarmNotifications'> = {
  language: 'en-US',
  timeZone: 'UTC',
  updatedAt: null,
};

export const settingsTable = defineArea<SettingsTables>('settings', () => {
  const row = (language: Locale, timeZone: string): OrgSettingsRow => ({
    language,
    timeZone,
    alarmNotifications: allNotified(),
    updatedAt: null,
  });
  return {
    orgs: {
      'org-1': row('en-US', 'America/Los_Angeles'),
      'org-2': row('ja-JP', 'Asia/Tokyo'),
      'org-3': row('zh-CN', 'Asia/Shanghai'),
    },
    users: {},
  };
});

/** The settings in effect for an organisation and whether they are its parent's (or the defaults). */
export function effectiveSettings(busId: string): { row: OrgSettingsRow; inherited: boolean } {
  const { orgs } = settingsTable.get();
  if (orgs[busId]) return { row: orgs[busId], inherited: false };
  const from = lineageOf(busId).find((org) => orgs[org.busId]);
  return { row: from ? orgs[from.busId] : { ...DEFAULT_SETTINGS, alarmNotifications: allNotified() }, inherited: true };
}

/** The alarm types an organisation has muted in the console (not counted on the bell, not in its list). */
export function mutedAlarmTypes(busId: string): Set<AlarmType> {
  const { alarmNotifications } = effectiveSettings(busId).row;
  return new Set(ALARM_TYPES.filter((type) => alarmNotifications[type] === false));
}

export function preferencesOf(userId: string): UserPreferencesRow {
  return settingsTable.get().users[userId] || { theme: 'light' };
}
