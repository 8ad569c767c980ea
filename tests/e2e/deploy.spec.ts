// The static deployment behind nginx (config/nginx/console.conf.template): headers, caching, compression.
import { request as newRequest } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { startShippedNginx } from './shippedNginx';
import { resetSimulator, signIn } from './support';
import { recordRequests } from './observe';

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

test('every answer carries the security headers', async ({ request }) => {
  for (const path of ['/', '/home', '/config.js', '/favicon.svg']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-security-policy'], path).toBe(CSP);
    expect(res.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(res.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(res.headers()['permissions-policy'], path).toBe('camera=(), microphone=(), geolocation=()');
    expect(res.headers()['cross-origin-opener-policy'], path).toBe('same-origin');
    expect(res.headers()['x-frame-options'], path).toBeUndefined(); // frame-ancestors covers it
  }
});

const template = () => readFileSync(join(__dirname, '../../config/nginx/console.conf.template'), 'utf8');

test('the template says why there is no X-Frame-Options and gives HSTS in a TLS example server block', () => {
  const text = template();
  expect(text).not.toMatch(/^\s*add_header X-Frame-Options/m);
  expect(text).toMatch(/^\s*#.*No X-Frame-Options.*frame-ancestors/m);
  const tlsBlock = text.slice(text.search(/^# server \{\n#\s+listen 443 ssl;/m));
  expect(tlsBlock).toMatch(/^#\s+add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;$/m);
});

test('nginx gives up on the platform no later than the console does (30 s)', () => {
  const text = template();
  const start = text.indexOf('location /api/ {');
  const api = text.slice(start, text.indexOf('\n    }', start));
  expect(api).toContain('proxy_pass');
  for (const directive of ['proxy_connect_timeout', 'proxy_send_timeout', 'proxy_read_timeout']) {
    const seconds = Number(api.match(new RegExp(`${directive} (\\d+)s;`))?.[1]);
    expect(seconds, directive).toBeGreaterThan(0);
    expect(seconds, directive).toBeLessThanOrEqual(30);
  }
});

test('the alarm stream has its own location: unbuffered, open longer than the heartbeat; the calls keep 25 s', () => {
  const text = template();
  const start = text.indexOf('location = /api/ropc/alarm/stream {');
  expect(start, 'the stream location').toBeGreaterThan(text.indexOf('location /api/ {'));
  const stream = text.slice(start, text.indexOf('\n        }', start));
  expect(stream).toContain('proxy_pass ${PLATFORM_API};');
  expect(stream).toMatch(/^\s*proxy_buffering off;$/m);
  // The contract's heartbeat comes at least every 15 s.
  expect(Number(stream.match(/proxy_read_timeout (\d+)s;/)?.[1])).toBeGreaterThan(15);
  const api = text.slice(text.indexOf('location /api/ {'), start);
  expect(api).toMatch(/^\s*proxy_read_timeout 25s;$/m);
  expect(api).not.toMatch(/proxy_buffering off/);
});

/** The bundle's entry script that an index.html names. */
const entryScript = (html: string) => html.match(/src="(\/umi\.[0-9a-f]{8}\.js)"/)?.[1] || 'no umi.js in index.html';

test('index.html and sw.js are revalidated, config.js never stored; hashed assets are cached for a year, gzip-compressed', async ({
  request,
}) => {
  const html = await request.get('/organization');
  expect(html.headers()['cache-control']).toBe('no-cache');
  expect(await html.text()).toContain('<div id="root">');
  // config.js: never stored (ops-config.spec.ts edits it in a deployed folder).
  expect((await request.get('/config.js')).headers()['cache-control']).toBe('no-store');
  // The service worker (src/speed/assetCache) names the build's files: a new build must reach the browser at once.
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  const workerText = await worker.text();
  expect(workerText).toContain(entryScript(await html.text()));
  // Minified, as boot.js is: no comment line of config/shell/asset-cache-worker.js.
  expect(workerText).not.toMatch(/^\s*\/\//m);

  const script = (await html.text()).match(/src="(\/umi\.[0-9a-f]{8}\.js)"/)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
});

test('hashed assets are served brotli-compressed to browsers that accept br, gzip to the others', async ({
  request,
}) => {
  const html = await (await request.get('/home')).text();
  const script = html.match(/src="(\/umi\.[0-9a-f]{8}\.js)"/)?.[1];
  expect(script).toBeTruthy();
  const br = await request.get(script!, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['vary']).toMatch(/Accept-Encoding/i);
  const gzip = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  // The boot script is a hashed file too: cached for a year like the bundle.
  const boot = html.match(/src="(\/boot\.[0-9a-f]{8}\.js)"/)?.[1];
  expect(boot).toBeTruthy();
  const served = await request.get(boot!);
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // Bundled from src/speed/boot and minified: the shell's first paint waits for it (one line, no comment, no import).
  const text = await served.text();
  expect(text).not.toMatch(/^\s*\/\/|\/\*\*|\bimport\b/m);
  expect(text.trim().split('\n').length).toBeLessThanOrEqual(2);
});

test('a repeat visit fetches only index.html and config.js from the network', async ({ page, request }) => {
  await resetSimulator(request);
  const loads = recordRequests(page);
  await signIn(page, 'u-admin');
  await page.waitForURL(/\/home/);
  // Everything /home loads, including what it loads after the cards paint (charts, the device overview), answered.
  const homeComplete = async () => {
    await expect(page.getByTestId('trends').locator('canvas').first()).toBeVisible();
    await expect(page.locator('.ant-pagination-total-text')).toBeVisible();
    await loads.answered();
  };
  await homeComplete();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const cached = new Set<string>();
  const responses = new Map<string, string>();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => cached.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (response.fromDiskCache) cached.add(requestId);
    responses.set(requestId, new URL(response.url).pathname);
  });
  await page.goto('/home');
  await homeComplete();
  const fromNetwork = [...responses]
    .filter(([id, path]) => !cached.has(id) && !path.startsWith('/api/'))
    .map(([, path]) => path);
  expect(fromNetwork.sort()).toEqual(['/config.js', '/home']);
});

test('the login redirect only accepts same-origin paths', async ({ page, baseURL }) => {
  for (const hostile of ['//evil.example', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
    await page.goto(`/mock-login?redirect=${encodeURIComponent(hostile)}`);
    await page.locator('button[value="u-admin"]').click();
    await page.waitForURL((url) => url.pathname === '/home');
    expect(new URL(page.url()).host).toBe(new URL(baseURL!).host);
    await page.context().clearCookies();
  }
});

test("the shipped template refuses the simulator's own endpoints (404) and still proxies the platform", async ({
  request,
  baseURL,
}) => {
  // Issue 17: a deployment in front of a simulator must not hand out sessions. The template as shipped (no
  // end-to-end additions) in its own nginx, whose platform is this run's server (which lets /api/__sim through).
  const nginx = await startShippedNginx({ platform: baseURL! });
  const shipped = await newRequest.newContext({ baseURL: nginx.baseURL });
  try {
    // The same run's server answers them (the suite needs them): the refusal below is the template's.
    expect((await request.post('/api/__sim/login', { data: { userId: 'u-admin' } })).status()).toBe(200);

    const refused = [
      '/api/__sim',
      '/api/__sim/',
      '/api/__SIM/login',
      '/api//__sim/login',
      '/api/%5F%5Fsim/login',
      '/api/__sim/../__sim/login',
      '/mock-login',
      '/mock-login?redirect=/home',
      '/MOCK-LOGIN',
    ];
    for (const path of refused) {
      const post = await shipped.post(path, { data: { userId: 'u-admin' }, maxRedirects: 0 });
      expect(post.status(), `POST ${path}`).toBe(404);
      expect(await post.text(), `POST ${path}`).not.toContain('tok-');
      expect((await shipped.get(path, { maxRedirects: 0 })).status(), `GET ${path}`).toBe(404);
    }
    // The platform's own paths still pass: an answer of the platform, not nginx's.
    // (A request the contract allows: its headers are present, the token is one the platform never issued.)
    const platformAnswer = await shipped.post('/api/ropc/auth/role/list', {
      data: {},
      headers: { 'x-access-token': 'never-issued', 'x-bus-id': 'org-1' },
    });
    expect(await platformAnswer.json()).toMatchObject({ code: '000401' });
  } finally {
    await shipped.dispose();
    nginx.stop();
  }
});

/** The security headers of every answer (the first journey of this file), as one object. */
const securityHeaders = (headers: Record<string, string>) => ({
  csp: headers['content-security-policy'],
  nosniff: headers['x-content-type-options'],
  coop: headers['cross-origin-opener-policy'],
});
const SECURITY = { csp: CSP, nosniff: 'nosniff', coop: 'same-origin' };

test("API answers are never stored, don't name the platform's framework and carry no CORS headers", async ({
  request,
}) => {
  await resetSimulator(request);
  // Through the suite's nginx, from the simulator: an answer, a refusal.
  for (const call of [
    () => request.get('/api/ropc/settings', { headers: { 'x-access-token': 'never-issued', 'x-bus-id': 'org-1' } }),
    () => request.post('/api/ropc/auth/role/list', { data: {}, headers: { 'x-bus-id': 'org-1', 'x-sim-probe': '1' } }),
  ]) {
    const res = await call();
    expect(res.headers()['cache-control']).toBe('no-store');
    expect(res.headers()['x-powered-by']).toBeUndefined();
    expect(res.headers()['access-control-allow-origin']).toBeUndefined();
    expect(securityHeaders(res.headers())).toEqual(SECURITY);
  }

  // The shipped template in front of a platform that sends all three (and no Cache-Control), except for a file it
  // marks public (the tutorial clips), whose caching stays the platform's.
  const platform = createServer((req, res) => {
    res.setHeader('X-Powered-By', 'Express');
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE');
    res.setHeader('Access-Control-Allow-Headers', 'x-access-token');
    if (req.url?.startsWith('/api/ropc/tutorial/media/')) res.setHeader('Cache-Control', 'public, max-age=3600');
    else if (req.url?.startsWith('/api/ropc/private')) res.setHeader('Cache-Control', 'private, max-age=600');
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ code: '000200', msg: 'success', data: null }));
  });
  await new Promise<void>((resolve) => {
    platform.listen(0, '127.0.0.1', resolve);
  });
  const nginx = await startShippedNginx({ platform: `http://127.0.0.1:${(platform.address() as AddressInfo).port}` });
  const shipped = await newRequest.newContext({ baseURL: nginx.baseURL });
  try {
    for (const path of ['/api/ropc/settings', '/api/ropc/private/list', '/api/ropc/tutorial/media/clip.webm']) {
      const res = await shipped.get(path);
      expect(res.status(), path).toBe(200);
      const headers = res.headers();
      expect(headers['cache-control'], path).toBe(path.includes('/media/') ? 'public, max-age=3600' : 'no-store');
      expect(headers['x-powered-by'], path).toBeUndefined();
      expect(
        Object.keys(headers).filter((name) => name.startsWith('access-control-')),
        path,
      ).toEqual([]);
      expect(securityHeaders(headers), path).toEqual(SECURITY);
    }
  } finally {
    await shipped.dispose();
    nginx.stop();
    platform.close();
  }
});
