// Platform settings and personal preferences (contract/openapi.yaml, tag Settings).
declare namespace API {
  type SettingsLanguage = 'en-US' | 'ja-JP' | 'zh-CN';
  type ThemeMode = 'light' | 'dark';

  /** Settings of the organisation in x-bus-id. */
  interface OrgSettings {
    busId: string;
    /** The language of the notifications the platform sends for the organisation (e-mail, SMS). */
    language: SettingsLanguage;
    /** IANA time zone of the dates and times the console shows (alarms, creation times, dashboards). */
    timeZone: string;
    /** Per alarm type, whether the console notifies it: a muted type is not counted on the bell nor listed in it. */
    alarmNotifications: Record<AlarmTypeKey, boolean>;
    /** No settings of its own: these are its nearest parent organisation's (or the platform's defaults). */
    inherited: boolean;
    updatedAt: string | null;
  }

  interface OrgSettingsPatch {
    language?: SettingsLanguage;
    timeZone?: string;
    alarmNotifications?: Partial<Record<AlarmTypeKey, boolean>>;
  }

  /** The signed-in user's own preferences, the same in every organisation. */
  interface UserPreferences {
    theme: ThemeMode;
  }
}
