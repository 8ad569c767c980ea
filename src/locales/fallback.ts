/**
 * The dictionary default (spec section 9): zh-CN. A key missing from the active language's messages shows the
 * zh-CN text registered for it, and a language the console has no dictionary for gets zh-CN's. The startup
 * language is a separate rule (src/session/locale.ts: en-US unless config.js targets the cn data centre).
 */
import { localeInfo } from '@@/plugin-locale/localeExports';

export const DICTIONARY_DEFAULT = 'zh-CN';

interface IntlConfig {
  locale?: string;
  messages?: Record<string, string>;
}

/** Umi's runtime `locale` hook: the messages of the active language over those of the dictionary default. */
export function withDictionaryDefault<T extends IntlConfig>(config: T): T {
  if (!config?.messages || config.locale === DICTIONARY_DEFAULT) return config;
  const fallback: Record<string, string> = localeInfo[DICTIONARY_DEFAULT]?.messages || {};
  return { ...config, messages: { ...fallback, ...config.messages } };
}
