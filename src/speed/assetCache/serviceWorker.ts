/**
 * The production build's service worker (dist/sw.js, written by config/assetCache.ts from
 * config/shell/asset-cache-worker.js): it keeps the first load's hashed files, whose code the browser then caches
 * at once, so a repeat visit does not compile the bundle again. Registered once a page is idle (./AssetCache.tsx);
 * never under `npm start` (no build, no sw.js) nor where the browser has no service workers (plain http on another
 * host than localhost). Ops turn it off with `assetCache: 'off'` in /config.js, which removes it and its cache.
 */
import { getRuntimeConfig } from '@/session/runtimeConfig';
import { currentBuild } from '@/speed/savedStyles/savedStyles';

import { CACHE_PREFIX, WORKER_URL } from '../../../config/shared';

export { CACHE_PREFIX, WORKER_URL };

export type AssetCacheState = 'registered' | 'removed' | 'none';

async function remove(container: ServiceWorkerContainer): Promise<void> {
  const registrations = await container.getRegistrations();
  const ours = registrations.filter((registration) => {
    const worker = registration.active || registration.waiting || registration.installing;
    return !!worker && new URL(worker.scriptURL).pathname === WORKER_URL;
  });
  await Promise.all(ours.map((registration) => registration.unregister()));
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX)).map((name) => caches.delete(name)));
  }
}

/** Registers the worker, or removes it when ops turned it off; a failure leaves the browser's own caching. */
export async function syncAssetCache(): Promise<AssetCacheState> {
  const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  if (!container || !currentBuild()) return 'none';
  try {
    if (getRuntimeConfig().assetCache === 'off') {
      await remove(container);
      return 'removed';
    }
    await container.register(WORKER_URL);
    return 'registered';
  } catch {
    return 'none';
  }
}
