// Umi Max's ESLint rules (React, hooks, TypeScript), run by `npm run lint`, plus the folder boundaries of
// docs/architecture.md ("Boundaries"). Each source file falls under exactly one boundary override below (a later override
// replaces the options of an earlier one, so they never overlap).
const { readdirSync } = require('fs');
const { join } = require('path');

/** The route areas: each folder of src/pages may import, among pages, only itself. */
const AREAS = readdirSync(join(__dirname, 'src', 'pages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Deep enough for src/pages/<Area>/a/b/c/d/file; a deeper file fails the check below rather than slip through. */
const MAX_DEPTH = 5;
const SOURCE = '{ts,tsx}';

/** Any way to name src/pages or src/shell: by alias, through src, or relatively from up to four folders down. */
const PAGES_OR_SHELL = ['@/pages', '@/shell', '**/src/pages', '**/src/shell'].concat(
  [1, 2, 3, 4].flatMap((up) => [`${'../'.repeat(up)}pages`, `${'../'.repeat(up)}shell`]),
);

function restricted(group, message) {
  return { 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] };
}

/** Relative paths that leave src/pages/<area> at `depth` folders below it for another area or above pages. */
function crossAreaPatterns(area, depth) {
  const up = '../'.repeat(depth + 1);
  const others = AREAS.filter((other) => other !== area).flatMap((other) => [`${up}${other}`, `${up}${other}/**`]);
  return [...others, `${'../'.repeat(depth + 2)}pages/**`];
}

const pageOverrides = AREAS.flatMap((area) =>
  Array.from({ length: MAX_DEPTH }, (_, depth) => ({
    files: [`src/pages/${area}/${'*/'.repeat(depth)}*.${SOURCE}`],
    rules: restricted(
      [
        '@/pages/*',
        `!@/pages/${area}`,
        '**/src/pages',
        ...crossAreaPatterns(area, depth),
      ],
      `A page imports no other page: move what ${area} shares into src/components, src/hooks or src/contract.`,
    ),
  })),
);

module.exports = {
  extends: require.resolve('@umijs/max/eslint'),
  rules: {
    'react/no-danger': 'error',
    // Function declarations are hoisted; reading top-down (public function first, helpers after) is clearer.
    '@typescript-eslint/no-use-before-define': ['error', { functions: false, classes: true, variables: true }],
  },
  overrides: [
    {
      files: [`src/pages/*/${'*/'.repeat(MAX_DEPTH)}**/*.${SOURCE}`],
      rules: restricted(['*'], `Too deep for the page boundary check in .eslintrc.js: raise MAX_DEPTH.`),
    },
    {
      files: [
        `src/{utils,request,session,services,components,hooks,analytics,locales}/**/*.${SOURCE}`,
      ],
      rules: restricted(
        PAGES_OR_SHELL,
        'Shared layers import no page, layout or shell: move the pure piece into src/session, src/components or src/utils.',
      ),
    },
    {
      files: [`src/contract/**/*.${SOURCE}`],
      rules: restricted(
        ['@/**', '@test/**', '../**', '**/src/**', '**/mock/**', 'umi', '@umijs/**', 'react', 'react/**', 'antd', 'antd/**'],
        'src/contract is shared with the simulator and imports nothing of the app.',
      ),
    },
    {
      files: [`src/contract/**/*.test.${SOURCE}`],
      rules: restricted(
        ['@/*', '!@/locales', '../*', '!../locales', '**/src/*', '**/mock/*'],
        "A contract test may import only src/contract and the catalogs (src/locales).",
      ),
    },
    ...pageOverrides,
    {
      files: [`mock/**/*.${SOURCE}`],
      rules: {
        'no-restricted-imports': 'off',
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['@/*', '!@/contract', '!@/services', '**/src/*', '!**/src/contract', '!**/src/services'],
                message: 'mock/ imports from src only src/contract (and src/services types, type-only).',
              },
              {
                group: ['@/services', '**/src/services'],
                message: 'mock/ may import src/services for its types only: use `import type`.',
                allowTypeImports: true,
              },
            ],
          },
        ],
      },
    },
  ],
};
