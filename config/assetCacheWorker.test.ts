/**
 * The service worker of config/assetCache.ts (config/assetCacheWorker.ts): which files it keeps (those index.html
 * names), and what the worker it writes does, run in a stand-in for the browser's worker scope (install, activate,
 * fetch). The build minifies it: deploy.spec.ts checks the served file.
 */
import { cheerio } from '@umijs/utils';
import { readFileSync } from 'fs';
import { join } from 'path';
import { runInNewContext } from 'vm';
import { CACHE_PREFIX, WORKER_FILE, namedAssets, workerSource } from './assetCacheWorker';
import { CACHE_PREFIX as APP_CACHE_PREFIX, WORKER_URL } from './shared';

const TEMPLATE = readFileSync(join(__dirname, 'shell', 'asset-cache-worker.js'), 'utf8');
const ORIGIN = 'https://console.example';

const INDEX = `<!DOCTYPE html><html><head>
<link rel="shortcut icon" href="/favicon.svg">
<link rel="stylesheet" href="/umi.7de052da.css">
<meta name="ropc-preload" data-key="layout" content="/pro-shell.41947bf8.async.js /t__plugin-layout__Layout.08300cc4.async.js">
<meta name="ropc-preload" data-key="route:/home" content="/p__Home__index.697b17b3.async.js /pro-shell.41947bf8.async.js">
<meta name="ropc-build" content="bf3817e7c1457910">
<script src="/config.js"></script><script src="/boot.a0e596a2.js"></script>
</head><body><div id="root"></div>
<script src="/framework.28d12a30.js"></script><script src="/umi.51b401bc.js"></script>
<script src="https://elsewhere.example/x.12345678.js"></script>
</body></html>`;

test('keeps the hashed files index.html names, each once, and nothing else', () => {
  expect(namedAssets(cheerio.load(INDEX))).toEqual([
    '/boot.a0e596a2.js',
    '/framework.28d12a30.js',
    '/umi.51b401bc.js',
    '/umi.7de052da.css',
    '/pro-shell.41947bf8.async.js',
    '/t__plugin-layout__Layout.08300cc4.async.js',
    '/p__Home__index.697b17b3.async.js',
  ]);
});

test('the app registers the file the build writes, and removes the caches its worker makes', () => {
  expect(WORKER_URL).toBe(`/${WORKER_FILE}`);
  expect(APP_CACHE_PREFIX).toBe(CACHE_PREFIX);
  expect(TEMPLATE).toContain(`const PREFIX = '${CACHE_PREFIX}';`);
});

test('the cache is named after the list: another build, another cache', () => {
  const cacheOf = (source: string) => source.match(/"(ropc-assets-[0-9a-f]{12})"/)?.[1];
  const one = workerSource(['/a.11111111.js'], TEMPLATE);
  expect(cacheOf(one)).toMatch(new RegExp(`^${CACHE_PREFIX}`));
  expect(cacheOf(workerSource(['/a.11111111.js'], TEMPLATE))).toBe(cacheOf(one));
  expect(cacheOf(workerSource(['/a.22222222.js'], TEMPLATE))).not.toBe(cacheOf(one));
});

type Listener = (event: any) => void;

/** The worker's scope: its event listeners, a Cache Storage in memory, and the network as a log of requests. */
function workerScope(assets: string[]) {
  const listeners: Record<string, Listener> = {};
  const stores = new Map<string, Map<string, string>>();
  const network: string[] = [];
  const fetchFn = async (input: string | { url: string }) => {
    const url = typeof input === 'string' ? input : input.url;
    network.push(url);
    return `network:${url}`;
  };
  const caches = {
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      const store = stores.get(name)!;
      return {
        addAll: async (urls: string[]) => {
          for (const url of urls) store.set(url, `cached:${await fetchFn(url)}`);
        },
        match: async (url: string) => store.get(url),
      };
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  let skipped = false;
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: Listener) => {
      listeners[type] = listener;
    },
    skipWaiting: async () => {
      skipped = true;
    },
  };
  runInNewContext(workerSource(assets, TEMPLATE), { self, caches, fetch: fetchFn, URL, Promise });
  /** Dispatches an extendable event; resolves with what it waited on or answered. */
  const dispatch = async (type: string, fields: object = {}) => {
    let waited: Promise<unknown> = Promise.resolve();
    let answer: Promise<unknown> | undefined;
    listeners[type]({
      ...fields,
      waitUntil: (p: Promise<unknown>) => {
        waited = p;
      },
      respondWith: (p: Promise<unknown>) => {
        answer = p;
      },
    });
    await waited;
    return answer;
  };
  return { dispatch, stores, network, skipped: () => skipped };
}

const ASSETS = ['/umi.51b401bc.js', '/p__Home__index.697b17b3.async.js'];

test('installing keeps every listed file, sends page loads, /api/ and /config.js past it, and takes over', async () => {
  const scope = workerScope(ASSETS);
  const routes: unknown[] = [];
  await scope.dispatch('install', { addRoutes: async (r: unknown[]) => routes.push(...r) });
  const [[, store]] = [...scope.stores];
  expect([...store.keys()]).toEqual(ASSETS);
  expect(scope.skipped()).toBe(true);
  expect(routes).toEqual([
    { condition: { requestMode: 'navigate' }, source: 'network' },
    { condition: { urlPattern: '/api/*' }, source: 'network' },
    { condition: { urlPattern: '/config.js' }, source: 'network' },
  ]);
});

test('installs where the browser has no static routes, or refuses them', async () => {
  await workerScope(ASSETS).dispatch('install');
  const refusing = workerScope(ASSETS);
  await refusing.dispatch('install', { addRoutes: () => Promise.reject(new TypeError('unknown condition')) });
  expect(refusing.skipped()).toBe(true);
});

test('answers only the listed files, from its cache; everything else goes its own way', async () => {
  const scope = workerScope(ASSETS);
  await scope.dispatch('install');
  scope.network.length = 0;
  const fetchEvent = (url: string, method = 'GET') => scope.dispatch('fetch', { request: { url, method } });

  await expect(fetchEvent(`${ORIGIN}/umi.51b401bc.js`)).resolves.toBe(`cached:network:/umi.51b401bc.js`);
  expect(scope.network).toEqual([]);
  for (const other of [
    `${ORIGIN}/`,
    `${ORIGIN}/home`,
    `${ORIGIN}/config.js`,
    `${ORIGIN}/api/ropc/dashboard/summary`,
    `${ORIGIN}/6558.92605257.async.js`, // a chart, loaded later: the HTTP cache's, as before
    `${ORIGIN}/umi.51b401bc.js?v=2`,
    `https://elsewhere.example/umi.51b401bc.js`,
  ])
    await expect(fetchEvent(other)).resolves.toBeUndefined();
  await expect(fetchEvent(`${ORIGIN}/umi.51b401bc.js`, 'POST')).resolves.toBeUndefined();
});

test('a listed file missing from its cache comes from the network', async () => {
  const scope = workerScope(ASSETS);
  // Not installed: the cache is empty.
  await expect(scope.dispatch('fetch', { request: { url: `${ORIGIN}/umi.51b401bc.js`, method: 'GET' } })).resolves.toBe(
    `network:${ORIGIN}/umi.51b401bc.js`,
  );
});

test("activating deletes older builds' caches, and only those", async () => {
  const scope = workerScope(ASSETS);
  await scope.dispatch('install');
  const [current] = [...scope.stores.keys()];
  scope.stores.set(`${CACHE_PREFIX}0123456789ab`, new Map());
  scope.stores.set('someone-else', new Map());
  await scope.dispatch('activate');
  expect([...scope.stores.keys()].sort()).toEqual([current, 'someone-else'].sort());
});
