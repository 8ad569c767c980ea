// eslint-plugin-import's resolver for the project's path aliases (tsconfig.json "paths": `@/` is src/, `@test/` is
// tests/setup/), handing everything else to eslint-import-resolver-node. The TypeScript resolver package would do
// this from tsconfig.json, but its versions for ESLint 8 declare an optional peer that npm cannot resolve here.
const { join } = require('path');
const node = require('eslint-import-resolver-node');

const ROOT = join(__dirname, '..', '..');
const ALIASES = [
  ['@/', join(ROOT, 'src') + '/'],
  ['@test/', join(ROOT, 'tests', 'setup') + '/'],
];
const OPTIONS = { extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'] };

exports.interfaceVersion = 2;

exports.resolve = (source, file) => {
  const alias = ALIASES.find(([prefix]) => source.startsWith(prefix));
  const request = alias ? alias[1] + source.slice(alias[0].length) : source;
  return node.resolve(request, file, OPTIONS);
};
