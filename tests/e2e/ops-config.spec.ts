// Ops configure a deployed console as docs/operations.md says: take the build, put it in the site's folder, edit
// config.js there and serve it with the shipped nginx template. Every edit reaches the browser on its next page load,
// whatever compression it accepts, even with compressed copies of an older config.js left beside it (issue 41: the
// build used to write config.js.br and config.js.gz, which nginx served instead of the edit).
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { nginxPrefix, startShippedNginx, type ShippedNginx } from './shippedNginx';
import { resetSimulator } from './support';

const ROOT = join(__dirname, '../..');
const LOGIN = 'http://login.example.test/sign-in';
const FIRST_LOAD = { timeout: 30_000 };

// The browsers of each encoding: Accept-Encoding as they send it (Chromium offers br over TLS only; set here).
// config.js is compressed on the fly, gzip only; the bundle comes pre-compressed in the best encoding accepted.
const ENCODINGS = [
  { name: 'brotli', accept: 'br, gzip, deflate', served: 'gzip', bundle: 'br' },
  { name: 'gzip', accept: 'gzip, deflate', served: 'gzip', bundle: 'gzip' },
  { name: 'no compression', accept: 'identity', served: undefined, bundle: null },
];

/** The build in a deployed folder, with compressed copies of its config.js as an older build left them. */
function deploy() {
  const site = join(nginxPrefix(), 'site');
  cpSync(join(ROOT, 'dist'), site, { recursive: true });
  const config = readFileSync(join(site, 'config.js'));
  writeFileSync(join(site, 'config.js.gz'), gzipSync(config));
  writeFileSync(join(site, 'config.js.br'), brotliCompressSync(config));
  return site;
}

/** What ops change, each by editing the line of the shipped config.js. */
function editConfig(site: string) {
  const file = join(site, 'config.js');
  const edited = readFileSync(file, 'utf8')
    .replace("loginUrl: '/mock-login',", `loginUrl: '${LOGIN}',`)
    .replace("tokenCookie: 'token',", "tokenCookie: 'ops_session',")
    .replace("// assetCache: 'off',", "assetCache: 'off',");
  expect(edited.match(/login\.example\.test|ops_session|^\s+assetCache: 'off'/gm)).toHaveLength(3);
  writeFileSync(file, edited);
}

async function signedInToken(request: import('@playwright/test').APIRequestContext) {
  return (await (await request.post('/api/__sim/login', { data: { userId: 'u-admin' } })).json()).data.token as string;
}

const registrations = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);

/** A browser that sends `accept` and notes the encoding of each config.js it gets. */
async function browserAccepting(browser: Browser, baseURL: string, accept: string) {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'allow',
    extraHTTPHeaders: { 'Accept-Encoding': accept },
  });
  const encodings: Array<string | null> = [];
  const bundle: Array<string | null> = [];
  context.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    if (pathname === '/config.js') encodings.push(await response.headerValue('content-encoding'));
    if (/^\/umi\.[0-9a-f]{8}\.js$/.test(pathname)) bundle.push(await response.headerValue('content-encoding'));
  });
  // The identity service's page, on another host: answered here, so that nothing leaves the machine.
  await context.route(`${LOGIN}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Sign in</title><h1>Identity</h1>' }),
  );
  return { context, encodings, bundle };
}

async function homeShown(page: Page) {
  await expect(page.getByTestId('kpi-value').first()).toBeVisible(FIRST_LOAD);
}

for (const { name, accept, served, bundle } of ENCODINGS) {
  test(`ops' edits of config.js in the deployed folder reach the browser (${name})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    await resetSimulator(request);
    const site = deploy();
    let nginx: ShippedNginx | undefined;
    let context: BrowserContext | undefined;
    try {
      nginx = await startShippedNginx({ dist: site, platform: baseURL! });
      const origin = nginx.baseURL;
      const browsing = await browserAccepting(browser, origin, accept);
      context = browsing.context;
      const token = await signedInToken(request);

      // Before the edit: a signed-in visit with the default cookie; the build's service worker registers.
      await context.addCookies([{ name: 'token', value: token, url: origin }]);
      const page = await context.newPage();
      await page.goto('/home');
      await homeShown(page);
      await expect.poll(() => registrations(page), { timeout: 90_000 }).toBe(1);

      editConfig(site);
      // As served: the edit, never stored, compressed as the browser accepts it (on the fly, not the old copies).
      const asServed = await fetch(`${origin}/config.js`, { headers: { 'Accept-Encoding': accept } });
      expect(asServed.headers.get('cache-control')).toBe('no-store');
      expect(asServed.headers.get('content-encoding') ?? undefined).toBe(served);
      expect(await asServed.text()).toContain(LOGIN);

      // The next page load: the old cookie is no longer the session, so the console sends the user to the new login
      // page, asking to come back.
      await page.goto('/home');
      await page.waitForURL((url) => url.href.startsWith(LOGIN), FIRST_LOAD);
      expect(new URL(page.url()).searchParams.get('redirect')).toMatch(/^(\/home|http:\/\/127\.0\.0\.1:\d+\/home)$/);
      await expect(page.getByRole('heading', { name: 'Identity' })).toBeVisible();

      // The new cookie is: the console starts, and assetCache: 'off' removes the service worker.
      await context.addCookies([{ name: 'ops_session', value: token, url: origin }]);
      await page.goto(`${origin}/home`);
      await homeShown(page);
      await expect.poll(() => registrations(page), FIRST_LOAD).toBe(0);
      expect(browsing.encodings.length).toBeGreaterThanOrEqual(3);
      expect(new Set(browsing.encodings)).toEqual(new Set([served ?? null]));
      // The browser did send `accept`: the bundle came in that encoding.
      expect(browsing.bundle[0]).toBe(bundle);
    } finally {
      await context?.close();
      nginx?.stop();
      rmSync(dirname(site), { recursive: true, force: true }); // the copy of the build, nginx's files
    }
  });
}
