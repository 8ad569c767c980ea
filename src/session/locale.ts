/** The UI languages, the startup default and the right-to-left rule. */
import { localeCookie, storedLocale } from './storage';
import { getRuntimeConfig } from './runtimeConfig';
import { type AppLocale, isAppLocale, LOCALES, pickStartupLocale } from './startupLocale';

export { type AppLocale, isAppLocale, LOCALES };

/** The locale cookie, then the stored choice, then en-US (zh-CN when the build targets the cn data centre). */
export function resolveStartupLocale(): AppLocale {
  return pickStartupLocale([localeCookie.get(), storedLocale.get()], getRuntimeConfig().dataCentre);
}

/** Native names: a user who cannot read the current language still finds their own. */
export const LANGUAGE_NAMES: Record<AppLocale, string> = {
  'en-US': 'English',
  'ja-JP': '日本語',
  'zh-CN': '简体中文',
};

const RTL_PREFIXES = ['he', 'ar', 'fa', 'ku'];

/**
 * "Starts with he, ar, fa or ku" (spec section 9) is read as the language subtag: `ar-EG` and `ku` are
 * right-to-left, while `arn` (Mapudungun) and `kum` (Kumyk) only share letters with them and are left-to-right
 * (docs/product-decisions.md, Languages, says why).
 */
export function isRtl(locale: string): boolean {
  const language = locale.toLowerCase().split(/[-_]/)[0];
  return RTL_PREFIXES.includes(language);
}

export function directionOf(locale: string): 'rtl' | 'ltr' {
  return isRtl(locale) ? 'rtl' : 'ltr';
}
