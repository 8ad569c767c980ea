/** Registers the build's service worker (./serviceWorker.ts) once the page's content is on screen and the browser is
 * idle. */
import { useEffect } from 'react';
import { contentReady, preloadWhenIdle } from '@/components/LazyDialog/idlePreload';
import { syncAssetCache } from './serviceWorker';

export default function AssetCache() {
  useEffect(() => preloadWhenIdle(() => void syncAssetCache(), contentReady), []);
  return null;
}
