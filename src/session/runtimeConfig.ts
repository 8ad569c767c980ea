/**
 * Reads the ops configuration that /config.js assigns to window.ROPC_CONFIG, checked against its schema
 * (src/domain/configSchema.mjs): a valid key is used, an unknown or malformed one is reported (the console log,
 * and the shell's notice, src/shell/ConfigNotice.tsx) and its default used instead.
 */
import { CONFIG_KEYS, CONFIG_SCHEMA, type ConfigProblem, checkRuntimeConfig } from '@/domain/configSchema.mjs';
import { safeRedirectPath } from '@/domain/safeRedirect';

/** Every key of the schema, as the console uses it (defaults applied). */
export type RopcConfig = Record<(typeof CONFIG_KEYS)[number], string>;

declare global {
  interface Window {
    ROPC_CONFIG?: Partial<RopcConfig>;
  }
}

export type { ConfigProblem };

function defaults(): RopcConfig {
  const values: Record<string, string> = Object.fromEntries(
    CONFIG_KEYS.map((key) => [key, CONFIG_SCHEMA.properties[key].default]),
  );
  // Empty in config.js as shipped: on under `npm start`, off in a production build.
  values.analytics = process.env.NODE_ENV === 'development' ? 'console' : 'none';
  return values as RopcConfig;
}

const warned = new Set<string>();

/** Each problem once in the console log, for ops who look there (the notice is translated, this is not). */
function warn(problems: ConfigProblem[]) {
  for (const problem of problems) {
    const line =
      problem.kind === 'unknown'
        ? `config.js: unknown key "${problem.key}" is ignored${problem.suggestion ? ` (did you mean "${problem.suggestion}"?)` : ''}`
        : `config.js: "${problem.key}" has an invalid value (${problem.value}); the default is used`;
    if (warned.has(line)) continue;
    warned.add(line);
    // eslint-disable-next-line no-console
    console.warn(line);
  }
}

function read() {
  return checkRuntimeConfig(typeof window !== 'undefined' ? window.ROPC_CONFIG : undefined);
}

export function getRuntimeConfig(): RopcConfig {
  const { values, problems } = read();
  if (problems.length) warn(problems);
  const merged = { ...defaults(), ...values };
  if (!merged.logoutUrl) merged.logoutUrl = merged.loginUrl;
  merged.logoutRedirect = safeRedirectPath(merged.logoutRedirect);
  return merged;
}

/** The unknown and malformed keys of config.js (none in a correct configuration). */
export function runtimeConfigProblems(): ConfigProblem[] {
  return read().problems;
}
