// The boot script (listed in headScripts after config.js; no inline code anywhere; minified by the build). It runs
// before the app bundle has arrived and does these things, each optional for the app (src/session/boot.ts falls
// back to the normal startup when anything here is missing or failed):
// 1. the theme: data-theme="dark" on <html> for a user who chose dark, before the static shell paints; and antd's
//    styles saved by an earlier visit (src/speed/savedStyles), which the app then does not generate again;
// 2. preloads: the layout, the page of this address and the catalog of this language (file names from the
//    <meta name="ropc-preload"> elements the build writes into index.html), after the shell's first frame; then,
//    while the bundle downloads, the browser's number and date data (a first Intl formatter);
// 3. the first startup calls: the organisation list, and user info and permissions for the saved organisation
//    (on a first visit, for the first organisation of the list once it has come), whose promises getInitialState
//    adopts (window.__ropcBoot);
// 4. the calls the shell and the landing page make once they mount (settings, preferences, the unread count, and
//    on /home the period's summary and trend), whose answers the same calls of the app take instead of asking
//    again (src/request/earlyAnswers.ts), so the figures wait for one round trip, not three.
(function () {
  'use strict';
  let config = window.ROPC_CONFIG || {};
  let doc = document.documentElement;
  function read(fn, fallback) {
    try {
      return fn();
    } catch (e) {
      return fallback;
    }
  }
  function cookie(name) {
    let parts = document.cookie ? document.cookie.split('; ') : [];
    for (const part of parts) {
      const eq = part.indexOf('=');
      if (part.slice(0, eq) === name) return read(() => decodeURIComponent(part.slice(eq + 1)), '');
    }
    return '';
  }
  function text(value, fallback) {
    return typeof value === 'string' && value.trim() ? value.trim() : fallback;
  }

  // 0. Umi's preload helper adds a <script data-webpack> per chunk of the first route; when one fails, webpack
  // later finds that element, waits on it and never hears its error (the spinner stayed for 120 s). A failed one
  // is removed, so webpack loads the chunk itself and its failure reaches the app's error boundary.
  window.addEventListener(
    'error',
    function (event) {
      let el = event.target;
      if (el && el.tagName === 'SCRIPT' && el.hasAttribute('data-webpack') && el.parentNode)
        el.parentNode.removeChild(el);
    },
    true,
  );

  // 1. Theme (the copy src/session/storage.ts keeps under ropc.theme).
  let theme = read(function () {
    return JSON.parse(localStorage.getItem('ropc.theme') || '{}').last;
  }, undefined);
  if (theme === 'dark' || theme === 'light') {
    doc.setAttribute('data-theme', theme);
    doc.style.colorScheme = theme;
  }

  // 1b. antd's styles saved by an earlier visit of this build in this theme (src/speed/savedStyles): first in <head>,
  // so the app's own stylesheets still come after them, with the cache paths antd's style engine reads to skip
  // generating them. Queued as antd queues its own (data-rc-order): what antd generates later goes after them and
  // wins where both style the same selector (pro-layout's styles carry no theme hash: after a theme switch, the
  // new theme's rules must win over the saved ones).
  // Only a sheet of the form src/speed/savedStyles/form.ts checks (the same checks; form.test.ts runs both): anything
  // else, whoever wrote it, is removed, and the app saves its styles anew.
  let build = document.querySelector('meta[name="ropc-build"]');
  let saved = read(function () {
    return JSON.parse(localStorage.getItem('ropc.styles') || 'null');
  }, null);
  function savedCss(css) {
    if (typeof css !== 'string' || css.length > 1500000 || /[\u0000-\u001f\u007f]/.test(css)) return false;
    let outside = css.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, ' ');
    let depth = 0;
    for (const char of outside) {
      if (char === '{') depth += 1;
      else if (char === '}' && --depth < 0) return false;
    }
    return (
      depth === 0 &&
      !/["'\\]|url\(|image-set\(|expression\(|@(?!(media|keyframes|supports|layer|container)\b)|data-ant-cssinjs-cache-path/i.test(
        outside,
      )
    );
  }
  let form =
    saved &&
    typeof saved === 'object' &&
    Object.keys(saved).sort().join() === 'build,css,paths,theme' &&
    typeof saved.build === 'string' &&
    (saved.theme === 'light' || saved.theme === 'dark') &&
    savedCss(saved.css) &&
    typeof saved.paths === 'string' &&
    saved.paths.split(';').every(function (entry) {
      return /^[\w|.-]+:[\w-]+$/.test(entry);
    });
  if (saved && !form)
    read(function () {
      localStorage.removeItem('ropc.styles');
    });
  if (
    form &&
    build &&
    build.content &&
    saved.build === build.content &&
    saved.theme === (theme === 'dark' ? 'dark' : 'light')
  ) {
    let sheet = document.createElement('style');
    sheet.id = 'ropc-saved-styles';
    sheet.setAttribute('data-rc-order', 'prependQueue');
    sheet.textContent = saved.css + '.data-ant-cssinjs-cache-path{content:"' + saved.paths + '";}';
    document.head.insertBefore(sheet, document.head.firstChild);
  }

  let path = location.pathname.replace(/\/+$/, '') || '/home';
  let token = cookie(text(config.tokenCookie, 'token'));
  let locales = ['en-US', 'ja-JP', 'zh-CN'];
  let locale =
    [
      cookie(text(config.localeCookie, 'locale')),
      read(function () {
        return localStorage.getItem('umi_locale');
      }, ''),
    ].filter(function (l) {
      return locales.indexOf(l) >= 0;
    })[0] || (text(config.dataCentre, '') === 'cn' ? 'zh-CN' : 'en-US');

  // 1c. The tab title in the visit's language (the build writes each language's into a meta), before the first paint.
  let title = document.querySelector('meta[name="ropc-title"][data-locale="' + locale + '"]');
  if (title && title.content) document.title = title.content;

  // 2. Preloads, for a signed-in user on a layout page (the link is busy with the bundle's own files by the time they
  // go in, after the first paint, so they come no later).
  function filesOf(key) {
    let meta = document.querySelector('meta[name="ropc-preload"][data-key="' + key + '"]');
    return meta && meta.content ? meta.content.split(' ') : [];
  }
  let page = filesOf('route:' + path);
  function preloadPage() {
    filesOf('layout')
      .concat(page, filesOf('catalog:' + locale))
      .forEach(function (href) {
        let link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'script';
        // After the bundle itself, which has to run first.
        link.fetchPriority = 'low';
        link.href = href;
        // A script whose preload failed never loads in Chromium (no error event either): the app shows the
        // "could not be loaded, reload" message instead of spinning (src/components/preloadFailures.ts).
        link.onerror = function () {
          let failed = (window.__ropcFailedPreloads = window.__ropcFailedPreloads || []);
          failed.push(href);
          window.dispatchEvent(new Event('ropc-preload-failed'));
        };
        document.head.appendChild(link);
      });
  }

  // 2b. The first Intl formatter a page makes loads the browser's locale data: about 0.2 s of the main thread under
  // 4x CPU throttling, and the bundle makes one as soon as it runs (its message formatter, then the tables' dates
  // and the dashboard's numbers). The main thread is idle while the bundle downloads: the data is loaded then, one
  // formatter per idle moment, so a bundle that has arrived runs first.
  let formatters = [
    function () {
      return new Intl.NumberFormat(locale).format(0);
    },
    function () {
      return new Intl.DateTimeFormat(locale).format(0);
    },
  ];
  function loadLocaleData() {
    let make = formatters.shift();
    if (!make) return;
    if (typeof requestIdleCallback === 'function') requestIdleCallback(next, { timeout: 1000 });
    else setTimeout(next, 1);
    function next() {
      read(make);
      loadLocaleData();
    }
  }

  // Both after the static shell's first paint: the shell waits for this script, and each preload link costs the main
  // thread a few milliseconds (about 70 ms for a table page's files under 4x CPU throttling). A hidden tab paints no
  // frames: there, at once.
  function afterFirstPaint() {
    if (token && page.length) preloadPage();
    loadLocaleData();
  }
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') afterFirstPaint();
  else
    requestAnimationFrame(function () {
      setTimeout(afterFirstPaint, 0);
    });

  // 3. Startup calls: not without a token, on the documentation (no session) or in alternate mode (its headers).
  if (!token || /^\/document(\/|$)/.test(path) || /[?&]mode=/.test(location.search) || typeof fetch !== 'function')
    return;
  let busId = read(function () {
    return localStorage.getItem('currentOrgId') || '';
  }, '');
  function call(method, url, orgId, body) {
    return fetch(url, {
      method: method,
      headers: { 'Content-Type': 'application/json', 'x-access-token': token, 'x-locale': locale, 'x-bus-id': orgId },
      credentials: 'same-origin',
      body: method === 'POST' ? body || '{}' : undefined,
    })
      .then(function (res) {
        return res.ok ? res.json() : null;
      })
      .catch(function () {
        return null;
      });
  }
  let state = { token: token, busId: busId, locale: locale, calls: {} };
  state.calls.orgList = call('GET', '/api/ropc/business/user/list', busId);
  let chosen = Promise.resolve(busId);
  if (busId) {
    state.calls.userInfo = call('POST', '/api/user/user/info', busId);
    state.calls.roleInfo = call('POST', '/api/ropc/auth/role/info', busId);
  } else {
    // A first visit (no saved organisation): startup will choose the first organisation of the list
    // (src/session/startup.ts, chooseOrg), so the two calls follow the list for it instead of waiting for the bundle.
    // state.busId names it before startup reads the list (this callback was registered first).
    chosen = state.calls.orgList.then(function (body) {
      let ok = body && (body.code === '000200' || body.success === true) && Array.isArray(body.data);
      let first = ok && body.data[0] && typeof body.data[0].busId === 'string' ? body.data[0].busId : '';
      state.busId = first;
      return first;
    });
    state.calls.userInfo = chosen.then(function (orgId) {
      return orgId ? call('POST', '/api/user/user/info', orgId) : null;
    });
    state.calls.roleInfo = chosen.then(function (orgId) {
      return orgId ? call('POST', '/api/ropc/auth/role/info', orgId) : null;
    });
  }

  // 4. The first calls of the shell and of the landing page, for the same organisation. Each is the exact call the
  // app will make (method, address, body): src/request/earlyAnswers.ts hands its answer to that call, once.
  let early = [
    ['GET', '/api/ropc/settings', ''],
    ['GET', '/api/user/user/preferences', ''],
    ['GET', '/api/ropc/alarm/unread-count', ''],
  ];
  if (path === '/home') {
    // The dashboard period of the address (src/domain/metrics.ts: Last 7 Days when absent or unknown).
    let asked = read(function () {
      return new URLSearchParams(location.search).get('period');
    }, null);
    let body = JSON.stringify({ period: ['all', '7', '30'].indexOf(asked) >= 0 ? asked : '7' });
    early.push(['POST', '/api/ropc/dashboard/summary', body], ['POST', '/api/ropc/dashboard/trend', body]);
  }
  state.early = early.map(function (item) {
    return {
      method: item[0],
      url: item[1],
      body: item[2],
      answer: chosen.then(function (orgId) {
        return orgId ? call(item[0], item[1], orgId, item[2]) : null;
      }),
    };
  });
  window.__ropcBoot = state;
})();
