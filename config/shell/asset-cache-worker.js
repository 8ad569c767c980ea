// The service worker of the production build: config/assetCache.ts writes it to dist/sw.js, minified, with
// ROPC_ASSETS (the hashed files index.html names: the bundle's entry, the layout, each page's first load, each
// language's catalog) and ROPC_CACHE (a name unique to that list). src/speed/assetCache registers it once a page
// is idle.
//
// Why: on a repeat visit Chromium compiles every script again and then writes its code cache on the main thread
// (about 0.5 s under the benchmark's 4x CPU throttling), because it only keeps code for a script it has seen
// twice. Scripts a service worker stores while it installs get their code cache at once, in the background, so the
// next visit runs them without compiling.
//
// What it does not touch: page loads (index.html), /config.js and /api/ go to the network without waking it
// (static routes, where the browser has them) and its fetch handler lets them pass otherwise, so index.html and
// config.js revalidate as before and a new build takes effect on the next load. It answers only the listed files,
// which never change (their names carry their content's hash), from its cache, and the network when missing.
/* global ROPC_ASSETS, ROPC_CACHE */
(function () {
  'use strict';
  const PREFIX = 'ropc-assets-';
  const assets = new Set(ROPC_ASSETS);

  // Requests that never need the worker, by the browser's static routing (Chromium 123+): it does not even start.
  function networkRoutes(event) {
    if (typeof event.addRoutes !== 'function') return Promise.resolve();
    return event
      .addRoutes([
        { condition: { requestMode: 'navigate' }, source: 'network' },
        { condition: { urlPattern: '/api/*' }, source: 'network' },
        { condition: { urlPattern: '/config.js' }, source: 'network' },
      ])
      .catch(function () {
        // a browser that knows other conditions: the fetch handler below lets these requests pass anyway
      });
  }

  self.addEventListener('install', function (event) {
    event.waitUntil(
      Promise.all([
        networkRoutes(event),
        caches.open(ROPC_CACHE).then(function (cache) {
          return cache.addAll(ROPC_ASSETS);
        }),
      ]).then(function () {
        // A new build's worker takes over at once: a page of the older build still open then loads its remaining
        // files from the network, as it would without a worker.
        return self.skipWaiting();
      }),
    );
  });

  self.addEventListener('activate', function (event) {
    event.waitUntil(
      caches.keys().then(function (names) {
        return Promise.all(
          names
            .filter(function (name) {
              return name.indexOf(PREFIX) === 0 && name !== ROPC_CACHE;
            })
            .map(function (name) {
              return caches.delete(name);
            }),
        );
      }),
    );
  });

  self.addEventListener('fetch', function (event) {
    const request = event.request;
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin || url.search || !assets.has(url.pathname)) return;
    event.respondWith(
      caches
        .open(ROPC_CACHE)
        .then(function (cache) {
          return cache.match(url.pathname);
        })
        .then(function (hit) {
          return hit || fetch(request);
        })
        .catch(function () {
          return fetch(request);
        }),
    );
  });
})();
