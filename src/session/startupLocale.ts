/** The UI languages and the startup rule, import-free: the boot script chooses the language the app will. */
export const LOCALES = ['en-US', 'ja-JP', 'zh-CN'] as const;
export type AppLocale = (typeof LOCALES)[number];

export function isAppLocale(value: string): value is AppLocale {
  return (LOCALES as readonly string[]).includes(value);
}

/** The first language the console has (the locale cookie, then the stored choice), else the data centre's. */
export function pickStartupLocale(candidates: string[], dataCentre: string): AppLocale {
  return candidates.find(isAppLocale) || (dataCentre === 'cn' ? 'zh-CN' : 'en-US');
}
