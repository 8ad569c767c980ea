/** The layout theme the user chose (light or dark); the settings issue stores it per user. */
export type ThemeMode = 'light' | 'dark';

export function getThemePreference(): ThemeMode {
  return 'light';
}
