// Platform settings of the current organisation (x-bus-id) and the signed-in user's personal preferences.
import { ALARM_TYPES, type AlarmType } from '../src/domain/alarmTypes';
import { canonicalTimeZone } from '../src/domain/timeZones';
import { iso, now } from './_sim/clock';
import { ANY_MENU, route } from './_sim/http';
import {
  effectiveSettings,
  preferencesOf,
  settingsTable,
  type OrgSettingsRow,
  type ThemeMode,
} from './_sim/seed/settings';
import { invalidParam, requireBoolean, requireOneOf } from './_sim/validate';
import type { Locale } from './_sim/types';

const LANGUAGES: readonly Locale[] = ['en-US', 'ja-JP', 'zh-CN'];
const THEMES: readonly ThemeMode[] = ['light', 'dark'];
const SETTINGS_FIELDS = ['language', 'timeZone', 'alarmNotifications'];

const invalid = (field: string, rule: string): never => {
  throw invalidParam(field, rule);
};

function view(busId: string): API.OrgSettings {
  const { row, inherited } = effectiveSettings(busId);
  return {
    busId,
    language: row.language,
    timeZone: row.timeZone,
    alarmNotifications: { ...row.alarmNotifications },
    inherited,
    updatedAt: row.updatedAt,
  };
}

/** Checks a partial update: known fields only, each valid; answers the changes to apply. */
function parsePatch(body: Record<string, unknown>): Partial<OrgSettingsRow> {
  Object.keys(body).forEach((key) => {
    if (!SETTINGS_FIELDS.includes(key)) invalid(key, 'unknown');
  });
  const out: Partial<OrgSettingsRow> = {};
  if (body.language !== undefined) out.language = requireOneOf(body.language, LANGUAGES, 'language');
  if (body.timeZone !== undefined) {
    out.timeZone =
      canonicalTimeZone(body.timeZone) ??
      invalid('timeZone', body.timeZone === '' || body.timeZone === null ? 'required' : 'oneOf');
  }
  if (body.alarmNotifications !== undefined) {
    const given = body.alarmNotifications;
    if (!given || typeof given !== 'object' || Array.isArray(given)) invalid('alarmNotifications', 'type');
    const changes: Partial<Record<AlarmType, boolean>> = {};
    Object.entries(given as Record<string, unknown>).forEach(([type, on]) => {
      if (!ALARM_TYPES.includes(type as AlarmType)) invalid(`alarmNotifications.${type}`, 'oneOf');
      changes[type as AlarmType] = requireBoolean(on, `alarmNotifications.${type}`);
    });
    out.alarmNotifications = changes as Record<AlarmType, boolean>;
  }
  return out;
}

export default {
  // Any member may read them: every console needs the time zone and the muted alarm types.
  'GET /api/ropc/settings': route({ read: ANY_MENU }, ({ busId }): API.OrgSettings => view(busId)),

  'PATCH /api/ropc/settings': route({ permission: 'settings:update' }, ({ busId, body }): API.OrgSettings => {
    const changes = parsePatch(body);
    const current = effectiveSettings(busId).row;
    // A sub-organisation that inherited its parent's settings gets its own row from now on.
    settingsTable.get().orgs[busId] = {
      language: changes.language ?? current.language,
      timeZone: changes.timeZone ?? current.timeZone,
      alarmNotifications: { ...current.alarmNotifications, ...(changes.alarmNotifications || {}) },
      updatedAt: iso(now()),
    };
    return view(busId);
  }),

  'GET /api/user/user/preferences': route({ access: 'user' }, ({ user }): API.UserPreferences => ({
    ...preferencesOf(user.userId),
  })),

  'PATCH /api/user/user/preferences': route({ access: 'user' }, ({ user, body }): API.UserPreferences => {
    Object.keys(body).forEach((key) => {
      if (key !== 'theme') invalid(key, 'unknown');
    });
    const theme = requireOneOf(body.theme, THEMES, 'theme');
    settingsTable.get().users[user.userId] = { ...preferencesOf(user.userId), theme };
    return { ...preferencesOf(user.userId) };
  }),
};
