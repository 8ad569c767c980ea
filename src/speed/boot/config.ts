/**
 * The keys of the ops configuration (config.js, loaded before boot) that boot reads, as the app reads them: a value
 * its schema's pattern accepts (trimmed), else the schema's default (src/session/runtimeConfig.ts reports the rest).
 */
import { CONFIG_SCHEMA } from '@/domain/configSchema.mjs';

type Key = keyof typeof CONFIG_SCHEMA.properties;

export function bootConfig(given: unknown): (key: Key) => string {
  return (key) => {
    const { pattern, default: fallback } = CONFIG_SCHEMA.properties[key];
    const raw = given && typeof given === 'object' ? (given as Record<string, unknown>)[key] : undefined;
    const value = typeof raw === 'string' ? raw.trim() : '';
    return value && new RegExp(pattern, 'u').test(value) ? value : fallback;
  };
}
