// Umi Max's ESLint rules (React, hooks, TypeScript), run by `npm run lint`, plus the boundaries of
// docs/architecture.md ("Boundaries") declared as zones of eslint-plugin-import, and no import cycles.
const { readdirSync } = require('fs');
const { join } = require('path');

/** The route areas (src/pages/<Area>): a page imports no other page. */
const AREAS = readdirSync(join(__dirname, 'src', 'pages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The features (src/features/<feature>): each is imported from outside only through its index. */
const FEATURES = readdirSync(join(__dirname, 'src', 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SHARED = [
  'analytics',
  'components',
  'documentation',
  'hooks',
  'locales',
  'request',
  'services',
  'session',
  'speed',
  'theme',
  'utils',
];

/** Who may not import whom: `target` files may not import from `from` (paths from the project's root). */
const ZONES = [
  ...AREAS.map((area) => ({
    target: `./src/pages/${area}`,
    from: './src/pages',
    except: [`./${area}`],
    message: `A page imports no other page: move what ${area} shares into src/components, src/hooks or src/domain.`,
  })),
  {
    target: './src/shell',
    from: './src/pages',
    message: 'The shell imports no page: take entries from the route table, shared parts from src/components.',
  },
  {
    target: './src/features',
    from: ['./src/pages', './src/shell'],
    message: 'A feature imports no page and no shell: the shell and pages import features, not the other way.',
  },
  ...FEATURES.map((feature) => ({
    target: [
      './src/pages',
      './src/shell',
      ...FEATURES.filter((other) => other !== feature).map((f) => `./src/features/${f}`),
    ],
    from: `./src/features/${feature}`,
    except: ['./index.ts'],
    message: `Import the ${feature} feature through its public surface, src/features/${feature}/index.ts.`,
  })),
  {
    target: SHARED.map((folder) => `./src/${folder}`),
    from: ['./src/pages', './src/shell', './src/features'],
    message: 'Shared layers import no page, feature, layout or shell: move the pure piece into a shared folder.',
  },
  {
    target: './src/domain',
    from: ['./src', './mock', './config', './tests'],
    except: ['./domain', './locales'],
    message: 'src/domain is shared with the simulator and imports nothing of the app.',
  },
  {
    target: './src',
    from: './config',
    except: ['./shared.ts'],
    message: 'The app imports the build only through config/shared.ts.',
  },
  {
    target: './config',
    from: './src',
    message: 'The build imports nothing of the app: share through config/shared.ts.',
  },
  {
    // The boot script runs before the bundle and is built alone (config/appShell.ts): only the import-free modules
    // that own what it shares with the app.
    target: './src/speed/boot',
    from: './src',
    except: [
      './speed/boot',
      './speed/savedStyles/form.ts',
      './domain',
      './hooks/urlPaging.ts',
      './request/codes.ts',
      './request/errors.ts',
      './request/headers.ts',
      './services/ropc/paths.ts',
      './session/mode.ts',
      './session/paths.ts',
      './session/storageKeys.ts',
      './session/startupLocale.ts',
      './session/orgConfirmation.ts',
      './components/preloadFailures.ts',
      './utils/whenIdle.ts',
    ],
    message: 'The boot script imports only the import-free modules listed in .eslintrc.js (it is built alone).',
  },
  {
    target: './mock',
    from: ['./src', './config'],
    except: ['./domain', './services'],
    message: 'mock/ imports from src only src/domain (and src/services types).',
  },
];

module.exports = {
  extends: require.resolve('@umijs/max/eslint'),
  plugins: ['import'],
  settings: {
    'import/resolver': { [join(__dirname, 'config', 'eslint', 'aliasResolver.js')]: {} },
    'import/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs'],
  },
  rules: {
    'react/no-danger': 'error',
    // Function declarations are hoisted; reading top-down (public function first, helpers after) is clearer.
    '@typescript-eslint/no-use-before-define': ['error', { functions: false, classes: true, variables: true }],
    'import/no-restricted-paths': ['error', { zones: ZONES }],
    'import/no-cycle': ['error', { ignoreExternal: true }],
  },
  overrides: [
    {
      // src/domain runs in the simulator too: no framework, no UI library.
      files: ['src/domain/**/*.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['umi', '@umijs/**', 'react', 'react/**', 'antd', 'antd/**'],
                message: 'src/domain is shared with the simulator and imports nothing of the app.',
              },
            ],
          },
        ],
      },
    },
    {
      // The boot script (src/speed/boot): no package (its imports of src are limited by the zones above).
      files: ['src/speed/boot/**/*.ts'],
      excludedFiles: ['**/*.test.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['umi', '@umijs/**', 'react', 'react/**', 'react-dom', 'antd', 'antd/**', '@ant-design/**'],
                message: 'The boot script imports no framework nor UI library: it is the few bytes before the bundle.',
              },
              { group: ['js-cookie', 'axios', 'ahooks', 'dayjs', 'lodash', 'lodash/**'], message: 'No package.' },
            ],
          },
        ],
      },
    },
    {
      // /home's first load: Typography brings copy, edit and ellipsis along (src/components/PlainText.tsx).
      files: ['src/pages/Home/**/*.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [
              {
                name: 'antd',
                importNames: ['Typography'],
                message: "Home's texts are plain: use Text, Paragraph and Heading from @/components/PlainText.",
              },
            ],
          },
        ],
      },
    },
    {
      files: ['mock/**/*.{ts,tsx}'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
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
