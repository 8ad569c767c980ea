// The schema of the ops configuration (public/config.js assigns window.ROPC_CONFIG) and its validator. Plain ES
// module without imports, so that the console (src/session/runtimeConfig.ts) and `npm run deploy:check` (a Node
// script, scripts/deploy-check.mjs) share this one file. The schema is JSON
// Schema, in the subset checkRuntimeConfig reads (string properties with a pattern); configSchema.test.ts proves
// that ajv gives the same verdicts, and that docs/operations.md documents exactly these keys and defaults.
// Every value is a string: it is trimmed, and an empty one means the key's default (as config.js ships them).

/** A same-origin path ("/sso/login?x=1"): not "//host" nor "/\host", which a browser reads as another host. */
const PATH = '/(?![/\\\\])[^\\s\\\\]*';

export const CONFIG_SCHEMA = /** @type {const} */ ({
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'window.ROPC_CONFIG (config.js)',
  type: 'object',
  additionalProperties: false,
  properties: {
    loginUrl: { type: 'string', default: '/mock-login', pattern: `^(${PATH}|https?://[^\\s\\\\]+)$` },
    logoutUrl: { type: 'string', default: '', pattern: `^(${PATH}|https?://[^\\s\\\\]+)$` },
    logoutRedirect: { type: 'string', default: '/home', pattern: `^${PATH}$` },
    tokenCookie: { type: 'string', default: 'token', pattern: '^[\\w.-]+$' },
    localeCookie: { type: 'string', default: 'locale', pattern: '^[\\w.-]+$' },
    dataCentre: { type: 'string', default: 'global', pattern: '^[a-z][a-z0-9-]*$' },
    analytics: { type: 'string', default: '', pattern: `^(none|console|beacon:${PATH})$` },
    appVersion: { type: 'string', default: '0.0.0', pattern: '^[^\\x00-\\x1f\\x7f]{1,64}$' },
    assetCache: { type: 'string', default: 'on', pattern: '^(on|off)$' },
    earlyCalls: { type: 'string', default: 'on', pattern: '^(on|off)$' },
    savedStyles: { type: 'string', default: 'on', pattern: '^(on|off)$' },
  },
});

/**
 * @typedef {keyof typeof CONFIG_SCHEMA.properties} ConfigKey
 * @typedef {{ key: string, kind: 'unknown' | 'invalid', value: string, suggestion?: ConfigKey }} ConfigProblem
 */

/** @type {ConfigKey[]} */
export const CONFIG_KEYS = /** @type {ConfigKey[]} */ (Object.keys(CONFIG_SCHEMA.properties));

/** @type {Map<string, RegExp>} */
const compiled = new Map();

/** @param {ConfigKey} key */
function ruleOf(key) {
  let rule = compiled.get(key);
  if (!rule) compiled.set(key, (rule = new RegExp(CONFIG_SCHEMA.properties[key].pattern, 'u')));
  return rule;
}

/** @param {string} key @returns {key is ConfigKey} */
function isConfigKey(key) {
  return Object.prototype.hasOwnProperty.call(CONFIG_SCHEMA.properties, key);
}

/** A value as ops wrote it, short enough for one line: a text as it is, anything else as its JSON or its type. */
function describe(/** @type {unknown} */ value) {
  if (typeof value === 'string') return value.length > 60 ? `${value.slice(0, 57)}...` : value;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return Array.isArray(value) ? 'array' : typeof value;
}

/** Edits (insert, delete, replace) between two words, to name the key a mistyped one was meant to be. */
function distance(/** @type {string} */ a, /** @type {string} */ b) {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= b.length; j += 1)
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}

/** @param {string} key @returns {ConfigKey | undefined} */
function suggestionFor(key) {
  const lower = key.toLowerCase();
  const [best] = CONFIG_KEYS.map((known) => ({ known, edits: distance(lower, known.toLowerCase()) }))
    .filter(({ edits }) => edits <= Math.max(1, Math.floor(key.length / 4)))
    .sort((x, y) => x.edits - y.edits);
  return best?.known;
}

/**
 * Checks what config.js assigned: `values` holds the valid keys (trimmed; an empty value means the default and is
 * left out), `problems` each unknown key and each malformed value, whose key the caller leaves at its default.
 * @param {unknown} given
 * @returns {{ values: Partial<Record<ConfigKey, string>>, problems: ConfigProblem[] }}
 */
export function checkRuntimeConfig(given) {
  /** @type {Partial<Record<ConfigKey, string>>} */
  const values = {};
  /** @type {ConfigProblem[]} */
  const problems = [];
  if (given === undefined || given === null) return { values, problems };
  if (typeof given !== 'object' || Array.isArray(given)) {
    problems.push({ key: 'ROPC_CONFIG', kind: 'invalid', value: describe(given) });
    return { values, problems };
  }
  for (const [key, value] of Object.entries(given)) {
    if (!isConfigKey(key)) {
      const suggestion = suggestionFor(key);
      problems.push({ key, kind: 'unknown', value: describe(value), ...(suggestion ? { suggestion } : {}) });
    } else if (typeof value !== 'string') {
      problems.push({ key, kind: 'invalid', value: describe(value) });
    } else if (value.trim() !== '') {
      if (ruleOf(key).test(value.trim())) values[key] = value.trim();
      else problems.push({ key, kind: 'invalid', value: describe(value) });
    }
  }
  return { values, problems };
}
