// The console's own message catalogs, so journeys assert the exact translated texts a user reads.
import en from '../../src/locales/catalogs/en-US';
import ja from '../../src/locales/catalogs/ja-JP';
import zh from '../../src/locales/catalogs/zh-CN';

export const LOCALES = ['en-US', 'ja-JP', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];
export type MessageKey = keyof typeof en;

const CATALOGS: Record<Locale, Record<MessageKey, string>> = { 'en-US': en, 'ja-JP': ja, 'zh-CN': zh };

/** The text of `key` in `locale`, with its {placeholders} filled. */
export function text(locale: Locale, key: MessageKey, values: Record<string, string | number> = {}): string {
  return CATALOGS[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
