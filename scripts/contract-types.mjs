// The console's types of the platform contract, generated from contract/openapi.yaml by openapi-typescript into
// src/services/ropc/contract.gen.ts (committed). `--check` (in `npm run lint`) fails when that file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = new URL('..', import.meta.url);
const source = new URL('contract/openapi.yaml', root);
const target = fileURLToPath(new URL('src/services/ropc/contract.gen.ts', root));
const HEADER =
  '// Generated from contract/openapi.yaml by `node scripts/contract-types.mjs`: do not edit.\n/* eslint-disable */\n';

const ast = await openapiTS(source, { exportType: true, alphabetize: false, silent: true, defaultNonNullable: false });
const text = HEADER + astToString(ast);

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // missing: stale
  }
  if (current !== text) {
    console.error('src/services/ropc/contract.gen.ts is stale: run `npm run contract:types` and commit it.');
    process.exit(1);
  }
  console.log('contract types: up to date');
} else {
  writeFileSync(target, text);
  console.log(`wrote ${target}`);
}
