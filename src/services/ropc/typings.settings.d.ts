// Platform settings and personal preferences (contract/openapi.yaml, tag Settings).
declare namespace API {
  type SettingsLanguage = Schemas['Locale'];
  type ThemeMode = Schemas['ThemeMode'];

  /** Settings of the organisation in x-bus-id. */
  type OrgSettings = Schemas['OrgSettings'];

  type OrgSettingsPatch = Schemas['OrgSettingsPatch'];

  /** The signed-in user's own preferences, the same in every organisation. */
  type UserPreferences = Schemas['UserPreferences'];
}
