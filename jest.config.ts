// Unit and component tests (jsdom), with Umi's aliases (@/, @umijs/max) resolved like the app does.
import { configUmiAlias, createConfig } from '@umijs/max/test';

export default async () => {
  const base = createConfig({ target: 'browser', jsTransformer: 'esbuild', jsTransformerOpts: { jsx: 'automatic' } });
  const umi = await configUmiAlias({
    ...base,
    // The same transformer for every file, skipping node_modules' CommonJS (tests/setup/transform.js).
    transform: Object.fromEntries(
      Object.entries(base.transform ?? {}).map(([pattern, entry]) => [
        pattern,
        Array.isArray(entry) ? ['<rootDir>/tests/setup/transform.js', entry[1]] : entry,
      ]),
    ),
    // Test helpers by alias (`@test/render`), as tsconfig.json's paths say.
    moduleNameMapper: { ...base.moduleNameMapper, '^@test/(.*)$': '<rootDir>/tests/setup/$1' },
    setupFilesAfterEnv: ['<rootDir>/tests/setup/jest.setup.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/tests/e2e/', '/src/.umi'],
    testEnvironmentOptions: { url: 'http://localhost/' },
  });
  // Umi's 30 s timeout is a project option jest no longer knows there: the suite's own is set once, below.
  const config: Record<string, unknown> = { ...umi };
  delete config.testTimeout;
  return {
    // An upper bound for a failure, never a wait: form tests drive antd Selects and async validation, seconds each
    // on a two-core machine, and several times that while it is busy (load average 8 and more).
    testTimeout: 180_000,
    // Both cores (jest's default leaves one idle for itself): the suite is CPU-bound, about 1.7x faster on two.
    maxWorkers: Number(process.env.JEST_WORKERS) || 2,
    collectCoverageFrom: ['src/**/*.{ts,tsx}', 'mock/**/*.ts', '!src/.umi*/**', '!**/*.d.ts'],
    projects: [
      {
        ...config,
        displayName: 'unit',
        // The stand-ins that change behaviour, as the build puts them in (tests/setup/standIns.js).
        resolver: '<rootDir>/tests/setup/standIns.js',
        testMatch: [
          '<rootDir>/src/**/*.test.{ts,tsx}',
          '<rootDir>/mock/**/*.test.ts',
          '<rootDir>/config/**/*.test.ts',
          '<rootDir>/scripts/**/*.test.ts',
        ],
        testPathIgnorePatterns: [...(umi.testPathIgnorePatterns ?? []), '/config/stubs/'],
      },
      {
        ...config,
        // Each stand-in against the original it replaces: the libraries as published.
        displayName: 'stand-ins',
        testMatch: ['<rootDir>/config/stubs/**/*.test.ts'],
      },
    ],
  };
};
