/**
 * What config/assetCache.ts writes to dist/sw.js, apart from minifying it: the list of files the service worker
 * keeps, and its source (config/shell/asset-cache-worker.js with that list and its cache's name).
 */
import { createHash } from 'crypto';

import { CACHE_PREFIX } from './shared';

export { CACHE_PREFIX, WORKER_FILE } from './shared';

/** A build file whose name carries its content's hash, as nginx caches it (config/nginx). */
const HASHED = /\.[0-9a-f]{8}(\.async|\.chunk)?\.(js|css)$/;

/** The hashed files an index.html names, in order of appearance, each once. */
export function namedAssets($: any): string[] {
  const urls: string[] = [];
  $('script[src]').each((_: number, el: unknown) => urls.push($(el).attr('src')));
  $('link[rel="stylesheet"][href]').each((_: number, el: unknown) => urls.push($(el).attr('href')));
  $('meta[name="ropc-preload"]').each((_: number, el: unknown) =>
    urls.push(...String($(el).attr('content') || '').split(/\s+/)),
  );
  return [...new Set(urls.filter((url) => url && url.startsWith('/') && HASHED.test(url)))];
}

/** The worker's source for these files: its cache is named after the list, so a new list is a new cache. */
export function workerSource(assets: string[], template: string): string {
  const cache = `${CACHE_PREFIX}${createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 12)}`;
  return `const ROPC_ASSETS = ${JSON.stringify(assets)};\nconst ROPC_CACHE = ${JSON.stringify(cache)};\n${template}`;
}
