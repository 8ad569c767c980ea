import { defineConfig } from '@umijs/max';
import proxy from './config/proxy';
import routes from './config/routes';
import theme from './config/theme';

// The one Umi config. Routes, proxy and theme live in config/.
const useMock = !process.env.PLATFORM_API;

export default defineConfig({
  antd: { theme, configProvider: {} },
  access: {},
  model: {},
  initialState: { loading: '@/components/PageLoading' },
  request: { dataField: '' },
  layout: { title: 'Customer Operations Platform', locale: true },
  locale: { default: 'en-US', antd: true, baseNavigator: false, title: true, useLocalStorage: true },
  title: 'title.platform',
  routes,
  proxy: proxy(process.env.PLATFORM_API),
  mock: useMock ? { exclude: ['mock/_sim/**', 'mock/**/*.test.ts'] } : false,
  headScripts: [{ src: '/config.js' }],
  favicons: ['/favicon.svg'],
  hash: true,
  mfsu: false,
  esbuildMinifyIIFE: true,
  npmClient: 'npm',
  codeSplitting: { jsStrategy: 'granularChunks' },
  targets: { chrome: 87, edge: 88, firefox: 78, safari: 14 },
  jsMinifierOptions: { target: ['es2020'] },
});
