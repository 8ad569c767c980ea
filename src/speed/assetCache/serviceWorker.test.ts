import { CACHE_PREFIX, WORKER_URL, syncAssetCache } from './serviceWorker';

interface FakeRegistration {
  active: { scriptURL: string } | null;
  waiting: null;
  installing: null;
  unregister: jest.Mock;
}

const registration = (script: string): FakeRegistration => ({
  active: { scriptURL: `http://localhost${script}` },
  waiting: null,
  installing: null,
  unregister: jest.fn(async () => true),
});

let container: { register: jest.Mock; getRegistrations: jest.Mock } | undefined;
let registrations: FakeRegistration[];
let cacheNames: string[];

/** The build's <meta name="ropc-build">, as index.html has it in production; none under `npm start`. */
function setBuild(build: string | null) {
  document.head.querySelectorAll('meta[name="ropc-build"]').forEach((meta) => meta.remove());
  if (build === null) return;
  const meta = document.createElement('meta');
  meta.name = 'ropc-build';
  meta.content = build;
  document.head.append(meta);
}

beforeEach(() => {
  registrations = [registration(WORKER_URL), registration('/other-app/sw.js')];
  container = {
    register: jest.fn(async () => ({})),
    getRegistrations: jest.fn(async () => registrations),
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, get: () => container });
  cacheNames = [`${CACHE_PREFIX}0123456789ab`, 'other-cache'];
  Object.defineProperty(window, 'caches', {
    configurable: true,
    value: {
      keys: async () => [...cacheNames],
      delete: async (name: string) => {
        cacheNames = cacheNames.filter((n) => n !== name);
        return true;
      },
    },
  });
  setBuild('bf3817e7c1457910');
  delete window.ROPC_CONFIG;
});

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  setBuild(null);
  delete window.ROPC_CONFIG;
});

test('registers the build’s worker', async () => {
  await expect(syncAssetCache()).resolves.toBe('registered');
  expect(container!.register).toHaveBeenCalledWith(WORKER_URL);
});

test('registers none under `npm start` (no build) or where the browser has no service workers', async () => {
  setBuild(null);
  await expect(syncAssetCache()).resolves.toBe('none');
  setBuild('bf3817e7c1457910');
  container = undefined;
  await expect(syncAssetCache()).resolves.toBe('none');
});

test('a failed registration leaves the browser’s own caching, without an error', async () => {
  container!.register.mockRejectedValue(new DOMException('The operation is insecure.', 'SecurityError'));
  await expect(syncAssetCache()).resolves.toBe('none');
});

test("assetCache: 'off' removes the console's worker and its caches, and nobody else's", async () => {
  window.ROPC_CONFIG = { assetCache: 'off' };
  await expect(syncAssetCache()).resolves.toBe('removed');
  expect(container!.register).not.toHaveBeenCalled();
  expect(registrations[0].unregister).toHaveBeenCalled();
  expect(registrations[1].unregister).not.toHaveBeenCalled();
  expect(cacheNames).toEqual(['other-cache']);
});
