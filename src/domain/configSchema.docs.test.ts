// The keys of config.js are documented once, in docs/operations.md: its table, the schema, the shipped
// public/config.js and what the boot script reads must name the same keys (and the table the schema's defaults).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { CONFIG_KEYS, CONFIG_SCHEMA, checkRuntimeConfig } from './configSchema.mjs';

const ROOT = join(__dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** The rows of the table under "### Runtime configuration": [key, default] each. */
function documentedKeys(): [string, string][] {
  const section = read('docs/operations.md')
    .split(/^### /m)
    .find((part) => part.startsWith('Runtime configuration'));
  return [...(section ?? '').matchAll(/^\| `(\w+)` \| ([^|]+) \|/gm)].map((row) => [row[1], row[2].trim()]);
}

test('docs/operations.md documents every key of the schema, in its order, with its default', () => {
  const rows = documentedKeys();
  expect(rows.map(([key]) => key)).toEqual(CONFIG_KEYS);
  // An empty default means "derived": the cell says so ("empty", and from what); any other is the value in code.
  const documented = rows.map(([key, cell]) => [key, /^empty\b/.test(cell) ? '' : cell.replace(/^`(.*)`$/, '$1')]);
  expect(documented).toEqual(CONFIG_KEYS.map((key) => [key, CONFIG_SCHEMA.properties[key].default]));
});

test('the shipped public/config.js is valid and shows every key, set or commented out', () => {
  const source = read('public/config.js');
  const window: { ROPC_CONFIG?: unknown } = {};
  runInNewContext(source, { window });
  expect(checkRuntimeConfig(window.ROPC_CONFIG).problems).toEqual([]);
  const shown = [...source.matchAll(/^\s*(?:\/\/\s*)?(\w+): '/gm)].map((match) => match[1]);
  expect(new Set(shown)).toEqual(new Set(CONFIG_KEYS));
});

// tsc holds the boot script to the schema's keys too (src/speed/boot/config.ts); this names the ones it reads.
test('the boot script reads only keys of the schema', () => {
  const code = read('src/speed/boot/run.ts');
  const keys = [...code.matchAll(/\bconfig\('(\w+)'\)/g)].map((match) => match[1]);
  expect(keys.length).toBeGreaterThan(0);
  expect(keys.filter((key) => !(CONFIG_KEYS as string[]).includes(key))).toEqual([]);
});
