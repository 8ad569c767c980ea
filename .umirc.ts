import { defineConfig } from '@umijs/max';
import proxy from './config/proxy';
import routes from './config/routes';
import theme from './config/theme';
import { trimBundle } from './config/bundle';

// The one Umi config. Routes, proxy and theme live in config/.
const useMock = !process.env.PLATFORM_API;

export default defineConfig({
  antd: { theme, configProvider: {} },
  access: { strictMode: true },
  model: {},
  // The same shell as index.html's static one (config/appShell.ts) while the session starts: no flash.
  initialState: { loading: '@/components/StartupShell' },
  request: { dataField: '' },
  // TanStack Query v5 (the project's own dependency): the console's one query cache, src/request/queryCache.ts. The
  // client is that module's (boot seeds it before React renders), so the plugin makes none; no devtools are shipped.
  reactQuery: { devtool: false, queryClient: false },
  layout: { title: 'Customer Operations Platform', locale: true },
  locale: { default: 'en-US', antd: true, baseNavigator: false, title: false, useLocalStorage: true },
  // The static title until the app sets the translated one (src/shell/layout/title.ts).
  title: 'Customer Operations Platform',
  // Zooming stays possible (WCAG 1.4.4): Umi's default viewport disables it.
  metas: [{ name: 'viewport', content: 'width=device-width, initial-scale=1' }],
  routes,
  proxy: proxy(process.env.PLATFORM_API),
  mock: useMock ? { exclude: ['mock/_sim/**', 'mock/**/*.test.ts'] } : false,
  // config.js first (boot.js reads it): both same-origin, no inline script (CSP).
  headScripts: [{ src: '/config.js' }, { src: '/boot.js' }],
  favicons: ['/favicon.svg'],
  hash: true,
  // The console sets document.title itself (src/shell/layout/title.ts): no react-helmet-async in the first load.
  helmet: false,
  chainWebpack: trimBundle,
  plugins: [
    './config/sharedChunks.ts',
    './config/contractCheckPlugin.ts',
    './config/appShell.ts',
    './config/assetCache.ts',
    './config/compileHints.ts',
    './config/babelTargets.ts',
  ],
  mfsu: false,
  esbuildMinifyIIFE: true,
  npmClient: 'npm',
  codeSplitting: { jsStrategy: 'granularChunks' },
  // Evergreen browsers of the last years: they need no core-js, which saves ~100 KB gzip on first load.
  targets: { chrome: 100, edge: 100, firefox: 100, safari: 15 },
  polyfill: { imports: [] },
  // The locale plugin would otherwise bundle moment; antd 5 and our code use dayjs.
  moment2dayjs: { preset: 'antd', plugins: [] },
  jsMinifierOptions: { target: ['es2020'] },
});
