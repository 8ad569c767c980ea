// The first load (issue 19): the static shell paints before any script, the boot script (src/speed/boot, hashed
// in the build) starts the startup calls before the bundle has arrived, and the app works without it.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { pixelsAt, type Point } from './pixels';
import { motionDone } from './settle';
import {
  contextWithSession,
  resetSimulator,
  signal,
  signIn,
  themeInBrowser,
  themeOnPlatform,
  useLanguage,
} from './support';

const BUNDLE = /\/umi\.[0-9a-f]{8}\.js$/;
const BOOT = /\/boot\.[0-9a-f]{8}\.js$/;
const STARTUP = ['/api/ropc/business/user/list', '/api/user/user/info', '/api/ropc/auth/role/info'];
/** The first calls of the shell and of /home, which boot makes too and the app then takes from the query cache. */
const EARLY = [
  '/api/ropc/settings',
  '/api/user/user/preferences',
  '/api/ropc/alarm/unread-count',
  '/api/ropc/dashboard/summary',
  '/api/ropc/dashboard/trend',
];
const path = (r: Request) => new URL(r.url()).pathname;
/** A whole first load (the bundle, startup, the page's data) on a busy CI machine. */
const FIRST_LOAD = { timeout: 30_000 };

test.beforeEach(async ({ page, request }) => {
  await resetSimulator(request);
  await signIn(page, 'u-admin', '/home'); // saves the current organisation, as any returning user has
  await expect(page.getByText('Welcome, Alice Morgan')).toBeVisible(FIRST_LOAD);
});

/**
 * Holds the bundle's answer until the three startup calls have been sent and `release` has settled (at most 20 s),
 * noting the order.
 */
async function holdBundleUntilStartupCalls(page: Page, release: Promise<void> = Promise.resolve()) {
  const events: string[] = [];
  const sent = new Set<string>();
  const startupSent = signal();
  page.on('request', (r) => {
    if (!STARTUP.includes(path(r)) || sent.has(path(r))) return;
    sent.add(path(r));
    events.push(`sent ${path(r)}`);
    if (sent.size === STARTUP.length) startupSent.done();
  });
  await page.route(BUNDLE, async (route) => {
    // Without the boot script nothing could send them before the bundle runs: the bound makes that fail, not hang.
    const bound = new Promise<void>((resolve) => {
      setTimeout(resolve, 20_000);
    });
    await Promise.race([Promise.all([startupSent.promise, release]), bound]);
    events.push('bundle answered');
    await route.continue();
  });
  return events;
}

test('the startup calls start before the bundle (umi.js) has finished loading', async ({ page }) => {
  // The bundle stays held until the journey has seen the shell: released on the startup calls alone, a busy
  // machine let the app replace the shell before the check looked (load average 15).
  const shellSeen = signal();
  const events = await holdBundleUntilStartupCalls(page, shellSeen.promise);
  const bundleDone = page.waitForEvent('requestfinished', (r) => BUNDLE.test(path(r)));
  // Not waiting for the load event: it waits for the held bundle.
  await page.goto('/home', { waitUntil: 'commit' });
  // The static shell is on screen while the bundle is held.
  await expect(page.getByTestId('app-shell')).toBeVisible();
  shellSeen.done();
  await bundleDone;
  expect(events.slice(0, 3).sort()).toEqual(STARTUP.map((p) => `sent ${p}`).sort());
  expect(events[3]).toBe('bundle answered');
  // getInitialState adopted them: no second organisation list, and the page works.
  await expect(page.getByText('Welcome, Alice Morgan')).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('kpi-value').first()).toBeVisible(FIRST_LOAD);
  expect(events.filter((e) => e === 'sent /api/ropc/business/user/list')).toHaveLength(1);
});

test("the shell's and the dashboard's first calls go before the bundle, once, for the address's period", async ({
  page,
}) => {
  // From a blank page: the signed-in /home of beforeEach asks other periods ahead once idle, which must not count.
  await page.goto('about:blank');
  const sent: string[] = [];
  const bodies = new Map<string, string | null>();
  const allSent = signal();
  // The bundle is held until the startup calls and these five have gone (or 20 s, after which the app would send them).
  const events = await holdBundleUntilStartupCalls(page, allSent.promise);
  page.on('request', (r) => {
    if (!EARLY.includes(path(r))) return;
    // Once its figures show, /home asks the other periods' summaries ahead (home.spec): not the first calls.
    if (path(r) === '/api/ropc/dashboard/summary' && r.postData() !== '{"period":"30"}') return;
    sent.push(path(r));
    events.push(`sent ${path(r)}`);
    bodies.set(path(r), r.postData());
    if (new Set(sent).size === EARLY.length) allSent.done();
  });
  await page.goto('/home?period=30', { waitUntil: 'commit' });
  await expect(page.getByText('Welcome, Alice Morgan')).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('kpi-value').first()).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('trend-skeleton')).toHaveCount(0, FIRST_LOAD); // the charts have their trend
  // Each was sent before the bundle had its answer (boot.js), and the app took that answer instead of asking again.
  const answered = events.indexOf('bundle answered');
  expect(events.slice(0, answered).filter((e) => EARLY.some((p) => e === `sent ${p}`)).length).toBe(EARLY.length);
  expect(sent.sort()).toEqual([...EARLY].sort());
  expect(bodies.get('/api/ropc/dashboard/summary')).toBe('{"period":"30"}');
  expect(bodies.get('/api/ropc/dashboard/trend')).toBe('{"period":"30"}');
});

/** The table pages' lists, which boot asks too when the address carries no filter. */
const LISTS = [
  ['/organization', '/api/ropc/business/page/child', '{"current":1,"pageSize":10}'],
  ['/user?current=2&pageSize=5', '/api/ropc/user/page', '{"current":2,"pageSize":5}'],
  ['/account', '/api/ropc/account/page', '{"current":1,"pageSize":10}'],
  ['/role', '/api/ropc/auth/role/list', '{"current":1,"pageSize":10}'],
] as const;

for (const [address, list, body] of LISTS)
  test(`${address}: the table's first read goes before the bundle, once, as the table asks it`, async ({ page }) => {
    await page.goto('about:blank');
    const sent: Array<string | null> = [];
    const listSent = signal();
    const events = await holdBundleUntilStartupCalls(page, listSent.promise);
    page.on('request', (r) => {
      if (path(r) !== list) return;
      sent.push(r.postData());
      events.push(`sent ${list}`);
      listSent.done();
    });
    await page.goto(address, { waitUntil: 'commit' });
    await expect(page.locator('main .ant-table-row').first()).toBeVisible(FIRST_LOAD);
    await expect(page.locator('main .ant-pagination-item-active')).toHaveText(body.includes('"current":2') ? '2' : '1');
    // Sent before the bundle had its answer (boot.js); the table took that answer instead of asking again.
    expect(events.indexOf(`sent ${list}`)).toBeLessThan(events.indexOf('bundle answered'));
    expect(sent).toEqual([body]);
  });

test('on a first visit (no saved organisation) user info and permissions follow the list before the bundle', async ({
  page,
}) => {
  // Removed as the next page starts, not from the page still open: its later calls (fleet health) would leave
  // without an organisation.
  await page.addInitScript(() => localStorage.removeItem('currentOrgId'));
  const sent: string[] = [];
  page.on('request', (r) => {
    if (STARTUP.includes(path(r))) sent.push(path(r));
  });
  const events = await holdBundleUntilStartupCalls(page);
  await page.goto('/home');
  await expect(page.getByText('Welcome, Alice Morgan')).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('kpi-value').first()).toBeVisible(FIRST_LOAD);
  // The list first; the two calls for its first organisation once it has come; all before the bundle's answer.
  expect(events[0]).toBe(`sent ${STARTUP[0]}`);
  expect(events.slice(1, 3).sort()).toEqual(
    STARTUP.slice(1)
      .map((p) => `sent ${p}`)
      .sort(),
  );
  expect(events[3]).toBe('bundle answered');
  // getInitialState adopted all three, and chose that organisation.
  expect(sent.sort()).toEqual([...STARTUP].sort());
  expect(await page.evaluate(() => localStorage.getItem('currentOrgId'))).toBeTruthy();
});

/** What the init script below notes at the first frame of the page (a requestAnimationFrame callback). */
interface FirstFrameSeen {
  firstFrame?: { booted: boolean; preloads: number };
}

test("the page's files are preloaded after the shell's first frame, not before it", async ({ page }) => {
  // The first frame comes once the head's scripts have run (no frame before the parser reaches <body>): boot.js has
  // run, and what it adds before returning is there.
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as FirstFrameSeen).firstFrame = {
        booted: '__ropcBoot' in window,
        // boot.js's (scripts); Umi's preload helper adds the route's stylesheets as soon as the bundle runs, which
        // on the loopback can be before the first frame.
        preloads: document.querySelectorAll('link[rel="preload"][as="script"]').length,
      };
    });
  });
  await page.goto('/organization');
  await expect(page.locator('main .ant-table-row').first()).toBeVisible(FIRST_LOAD);
  expect(await page.evaluate(() => (window as unknown as FirstFrameSeen).firstFrame)).toEqual({
    booted: true,
    preloads: 0,
  });
  // Then the layout's, the page's and the catalog's files.
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((l) => l.href),
  );
  expect(preloaded.some((href) => /\/p__Organization__index\.[0-9a-f]{8}\.async\.js$/.test(href))).toBe(true);
  expect(preloaded.some((href) => /\/catalog-en-US\.[0-9a-f]{8}\.async\.js$/.test(href))).toBe(true);
});

test("the browser's number and date data load while the bundle downloads", async ({ page }) => {
  // Notes each Intl formatter the page makes. The bundle's answer is held until boot.js has made both: the bundle's
  // own first one (its message formatter) comes only once it runs.
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { intlMade: string[] }).intlMade = made;
    for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
      const Original = Intl[name];
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
        construct(target, args) {
          made.push(name);
          return Reflect.construct(target, args);
        },
      });
    }
  });
  const events: string[] = [];
  await page.route(BUNDLE, async (route) => {
    const made = () =>
      page.evaluate(() => (window as unknown as { intlMade?: string[] }).intlMade ?? []).catch(() => [] as string[]);
    // Bound: without the boot script's formatters the bundle is answered after 20 s, and the order below fails.
    await expect
      .poll(async () => new Set(await made()).size, { timeout: 20_000 })
      .toBe(2)
      .catch(() => undefined);
    events.push(...new Set(await made()), 'bundle answered');
    await route.continue();
  });
  await page.goto('/home');
  await expect(page.getByTestId('kpi-value').first()).toBeVisible(FIRST_LOAD);
  expect(events).toEqual(['NumberFormat', 'DateTimeFormat', 'bundle answered']);
});

test('the console works as before when the boot script is missing', async ({ page }) => {
  const lists: string[] = [];
  page.on('request', (r) => {
    if (path(r) === STARTUP[0]) lists.push(r.url());
  });
  await page.route(BOOT, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/organization');
  await expect(page.getByRole('button', { name: 'Add organization' })).toBeVisible(FIRST_LOAD);
  await expect(page.locator('main .ant-table-row').first()).toBeVisible(FIRST_LOAD);
  expect(lists).toHaveLength(1); // the app's own call
});

test("the console makes the shell's and the page's first calls itself when the boot script's fail", async ({
  page,
}) => {
  const failed = new Set<string>();
  // Each early call of the boot script (a fetch; the app's calls are axios' XHR) is a network failure; the app's
  // own pass. (A failed startup call of boot is made again by startup: session.spec.ts.)
  await page.route(
    (url) => EARLY.includes(url.pathname),
    (route) => {
      if (route.request().resourceType() !== 'fetch') return route.continue();
      failed.add(new URL(route.request().url()).pathname);
      return route.abort('failed');
    },
  );
  await page.goto('/home');
  await expect(page.getByText('Welcome, Alice Morgan')).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('kpi-value').first()).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('trend-skeleton')).toHaveCount(0, FIRST_LOAD);
  expect([...failed].sort()).toEqual([...EARLY].sort());
});

test('the console works as before when the boot script stops with an error after starting its calls', async ({
  browser,
  page,
}) => {
  // Its own context: the error it throws is the point here, and would fail the page guards of `page`.
  const context = await contextWithSession(browser, page);
  const broken = await context.newPage();
  const errors: string[] = [];
  broken.on('pageerror', (error) => errors.push(error.message));
  const lists: string[] = [];
  broken.on('request', (r) => {
    if (path(r) === STARTUP[0]) lists.push(r.url());
  });
  // The served boot.js, throwing where it would hand its calls to the app: they are in flight, and nobody adopts them.
  await broken.route(BOOT, async (route) => {
    const response = await route.fetch();
    const source = await response.text();
    const patched = `${source.replace('window.__ropcBoot=', 'window.__ropcLost=')};throw new Error("boot broke");`;
    expect(patched).toContain('window.__ropcLost=');
    await route.fulfill({ response, body: patched });
  });
  await broken.goto('/home');
  await expect(broken.getByText('Welcome, Alice Morgan')).toBeVisible(FIRST_LOAD);
  await expect(broken.getByTestId('kpi-value').first()).toBeVisible(FIRST_LOAD);
  expect(errors).toEqual(['boot broke']);
  expect(lists).toHaveLength(2); // boot.js's, left unadopted, and the app's own
  expect(await broken.evaluate(() => '__ropcBoot' in window)).toBe(false);
  await context.close();
});

test('the static shell paints with scripts disabled, and is dark for a user who chose dark', async ({
  browser,
  page,
}) => {
  const context = await contextWithSession(browser, page, { javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto('/home');
  await expect(noScript.getByTestId('app-shell')).toBeVisible();
  await context.close();

  // The theme copy the console keeps per user; boot.js sets it on <html> before the shell paints.
  await themeInBrowser(page, 'dark');
  await page.route(BUNDLE, (route) => route.abort('failed')); // only the boot script runs
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('.app-shell-header')).toHaveCSS('background-color', 'rgba(31, 31, 31, 0.6)');
});

for (const [locale, title] of [
  ['zh-CN', '客户运营平台'],
  ['ja-JP', '顧客運営プラットフォーム'],
] as const) {
  test(`a ${locale} visitor's tab is titled ${title} from the first paint`, async ({ page }) => {
    await useLanguage(page, locale);
    await page.route(BUNDLE, (route) => route.abort('failed')); // only the static shell and the boot script
    await page.goto('/home');
    await expect(page.getByTestId('app-shell')).toBeVisible();
    await expect(page).toHaveTitle(title);
  });
}

test("the static shell's spinner shows only after 200 ms, as the spec's loading spinner", async ({ page }) => {
  await page.route(BUNDLE, (route) => route.abort('failed'));
  await page.goto('/home');
  const spinner = page.locator('.app-shell-spinner');
  await expect(spinner).toBeAttached();
  // The spinner's appearance, sought to a moment of the page's life (the animation's own clock, not a wait).
  const opacityAt = (ms: number) =>
    spinner.evaluate((el, at) => {
      const appear = el.getAnimations().find((a) => (a as CSSAnimation).animationName === 'app-shell-appear')!;
      appear.pause();
      appear.currentTime = at;
      return getComputedStyle(el).opacity;
    }, ms);
  expect(await opacityAt(0)).toBe('0');
  expect(await opacityAt(199)).toBe('0');
  expect(await opacityAt(200)).toBe('1');
});

test("the static shell shows the header's own logo where the header has it, and neither asks for it", async ({
  browser,
  page,
}) => {
  const logoRequests: string[] = [];
  const note = (r: Request) => {
    if (/logo/i.test(path(r))) logoRequests.push(path(r));
  };
  const context = await contextWithSession(browser, page, { javaScriptEnabled: false });
  const shellOnly = await context.newPage();
  shellOnly.on('request', note);
  await shellOnly.goto('/home');
  const shellLogo = shellOnly.locator('.app-shell-logo');
  await expect(shellLogo).toBeVisible();
  const shell = await shellLogo.evaluate((el) => ({
    image: getComputedStyle(el).backgroundImage,
    box: el.getBoundingClientRect().toJSON(),
  }));
  await context.close();

  page.on('request', note);
  await page.goto('/home');
  await expect(page.getByTestId('kpi-value').first()).toBeVisible(FIRST_LOAD);
  const headerLogo = page.locator('header img[alt="logo"]');
  const header = await headerLogo.evaluate((el: HTMLImageElement) => ({
    image: `url("${el.src}")`,
    box: el.getBoundingClientRect().toJSON(),
    painted: el.complete && el.naturalWidth > 0,
  }));
  expect(header.image).toMatch(/^url\("data:image\/svg\+xml,/);
  expect(shell).toEqual({ image: header.image, box: header.box });
  expect(header.painted).toBe(true);
  expect(logoRequests).toEqual([]);
});

/**
 * Where the static shell and the layout show only their own colours: the side menu below its entries, its border,
 * the header bar between the title and the controls, the page behind the content.
 */
const LAYOUT_POINTS: Point[] = [
  [100, 700],
  [256, 600],
  [700, 28],
  [268, 700],
];

for (const theme of ['light', 'dark'] as const) {
  test(`the app takes over from the static shell with the same colours, ${theme}`, async ({ page }) => {
    await themeOnPlatform(page, theme);
    await themeInBrowser(page, theme);
    const shellSampled = signal();
    await holdBundleUntilStartupCalls(page, shellSampled.promise);
    await page.goto('/home', { waitUntil: 'commit' });
    await expect(page.getByTestId('app-shell')).toBeVisible();
    // The shell as it stands: two screenshots in a row that agree (under load one was taken mid-paint).
    let shell = await pixelsAt(page, LAYOUT_POINTS);
    await expect
      .poll(async () => {
        const again = await pixelsAt(page, LAYOUT_POINTS);
        const same = JSON.stringify(again) === JSON.stringify(shell);
        shell = again;
        return same;
      })
      .toBe(true);
    shellSampled.done();
    await expect(page.getByTestId('kpi-value').first()).toBeVisible(FIRST_LOAD);
    await expect(page.locator('aside').getByRole('menuitem').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await motionDone(page);
    const layout = await pixelsAt(page, LAYOUT_POINTS);
    LAYOUT_POINTS.forEach((point, i) =>
      layout[i].forEach((channel, c) =>
        expect(
          Math.abs(channel - shell[i][c]),
          `at ${point}: shell ${shell[i]}, layout ${layout[i]}`,
        ).toBeLessThanOrEqual(2),
      ),
    );
  });
}

/** What the init script below notes on the window during the first load of /home. */
interface FirstRenderSeen {
  /** What was in the page beside the figures when they first appeared. */
  withFigures?: Record<string, boolean>;
  /** Where the menu outline's first bar was then: its left edge and vertical centre. */
  bar?: number[];
  /** The class names of header and sider elements that shifted. */
  shifts: string[];
}

test("the page's figures come in a render of their own; the header's controls and the menu follow, moving nothing", async ({
  page,
}) => {
  // Notes, the first time the figures are in the page, what else was there; and every layout shift of an element
  // in the header or the side menu.
  await page.addInitScript(() => {
    const seen = window as unknown as FirstRenderSeen;
    seen.shifts = [];
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="kpi-value"]')) return;
      const has = (selector: string) => !!document.querySelector(selector);
      seen.withFigures = {
        controls: has('[data-testid="header-actions"]'),
        menu: has('aside .ant-menu-item'),
        outline: has('aside [data-testid="menu-outline"]'),
      };
      const bar = document.querySelector('aside .app-shell-item')?.getBoundingClientRect();
      if (bar) seen.bar = [bar.left, bar.top + bar.height / 2];
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { sources: { node?: Node }[] }[])
        for (const { node } of entry.sources)
          if (node instanceof Element && node.closest('header, aside')) seen.shifts.push(node.className.toString());
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // As on a slow link: boot.js's answer with the figures has come before the bundle runs. (Without the hold, on the
  // loopback the bundle can render before that answer, and the figures then come after the header's controls.)
  const figuresAnswered = page.waitForResponse((r) => path(r.request()) === '/api/ropc/dashboard/summary');
  await holdBundleUntilStartupCalls(
    page,
    figuresAnswered.then(() => undefined),
  );
  await page.goto('/home');
  await expect(page.getByTestId('kpi-value').first()).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('header-actions')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.locator('aside').getByRole('menuitem').first()).toBeVisible();
  await expect(page.getByTestId('menu-outline')).toHaveCount(0);
  // Two frames more: a shift is reported after the frame that painted it.
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        requestAnimationFrame(() => requestAnimationFrame(() => done()));
      }),
  );
  const seen = await page.evaluate(() => {
    const { withFigures, bar, shifts } = window as unknown as FirstRenderSeen;
    return { withFigures, bar, shifts };
  });
  expect(seen.withFigures).toEqual({ controls: false, menu: false, outline: true });
  expect(seen.shifts).toEqual([]);
  // The outline's first bar stood where the first entry's label is (the static shell's bars too, same CSS).
  const label = await page.locator('aside .ant-menu-title-content').first().boundingBox();
  expect(label).not.toBeNull();
  expect(seen.bar?.[0]).toBeCloseTo(label!.x, 0);
  expect(seen.bar?.[1]).toBeCloseTo(label!.y + label!.height / 2, 0);
});
