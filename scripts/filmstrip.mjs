// `npm run filmstrip [-- --route /home --out dir]`: what a user sees while the built console loads on issue 19's
// slow profile (slow 4G, 4x CPU), without HTTP cache: in light (a first visit) and in dark (a user who chose dark,
// after a deploy: nothing cached, the theme kept on the platform and in the browser). Chromium's own screenshots of each painted frame,
// from a trace, timed from the navigation's start; written as <out>/<theme>.png, one picture of the frames at
// 300 ms, at the first paint, every half second, and around the content (where the app takes over from the static
// shell), each with its time.
// Tracing with screenshots costs the throttled renderer time of its own: frames come a little later than in the
// benchmark, which measures without a trace.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from './ensure-build.mjs';
import {
  HOME_READY,
  openPage,
  openUntilContent,
  signIn,
  startConsole,
  TABLE_READY,
  throttle,
  VIEWPORT,
} from './slow-profile.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
};
const ROUTE = option('route', '/home');
const OUT = option('out', join(root, 'dist-filmstrip'));
const READY = ROUTE === '/home' ? HOME_READY : TABLE_READY;
/** The frames shown around the content: from this long before it to this long after it. */
const AROUND_CONTENT_MS = [-300, -150, 0, 150, 300, 450];
const AFTER_CONTENT_MS = 500;

/** The trace of one throttled cold load of ROUTE, and when its content showed (ms from the navigation's start). */
async function tracedLoad(browser, base, cookies, theme) {
  const { context, page, cdp } = await openPage(browser, cookies, READY, { serviceWorkers: 'block' });
  await page.goto(`${base}/config.js`); // a document of the console's origin, for its storage and calls
  // The user's theme on the platform, and for dark the copy the console keeps of it in the browser.
  await page.evaluate(async (chosen) => {
    const token = decodeURIComponent(/(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const res = await fetch('/api/user/user/preferences', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', 'x-access-token': token, 'x-locale': 'en-US' },
      body: JSON.stringify({ theme: chosen }),
    });
    if ((await res.json()).code !== '000200') throw new Error(`the theme ${chosen} was not saved`);
    localStorage.clear();
    if (chosen === 'dark')
      localStorage.setItem('ropc.theme', JSON.stringify({ last: 'dark', users: { 'u-admin': 'dark' } }));
  }, theme);
  await page.goto('about:blank');
  await throttle(cdp);
  await browser.startTracing(page, {
    screenshots: true,
    categories: ['devtools.timeline', 'disabled-by-default-devtools.screenshot', 'blink.user_timing', 'loading'],
  });
  const contentAt = await openUntilContent(page, cdp, `${base}${ROUTE}`);
  // Half a second more: the frames after the app has taken over.
  await cdp.send('Runtime.evaluate', {
    expression: `new Promise((r) => setTimeout(r, ${AFTER_CONTENT_MS}))`,
    awaitPromise: true,
  });
  const trace = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  return { trace, contentAt };
}

/**
 * The frames worth showing: at 300 ms, at the first paint, every 500 ms after it, and around the content (the app
 * taking over from the static shell: nothing may flash there).
 */
function framesOf({ trace, contentAt }) {
  const starts = trace.filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.includes(ROUTE));
  const t0 = starts[starts.length - 1].ts;
  const ms = (e) => (e.ts - t0) / 1000;
  const fcp = trace.find((e) => e.name === 'firstContentfulPaint' && e.ts > t0);
  const shots = trace.filter((e) => e.name === 'Screenshot' && e.ts >= t0).sort((a, b) => a.ts - b.ts);
  const lastBy = (time) => shots.filter((s) => ms(s) <= time).pop();
  const firstFrom = (time) => shots.find((s) => ms(s) >= time);
  const picks = [[fcp && ms(fcp) > 300 ? '300 ms, nothing painted yet' : '300 ms', lastBy(300)]];
  const painted = fcp && firstFrom(ms(fcp));
  if (painted) picks.push([`first paint, ${Math.round(ms(fcp))} ms`, painted]);
  const around = AROUND_CONTENT_MS.map((offset) => contentAt + offset);
  for (let at = Math.ceil((ms(painted ?? shots[0]) + 1) / 500) * 500; at < around[0]; at += 500)
    picks.push([`${at} ms`, lastBy(at)]);
  for (const at of around)
    picks.push([at === contentAt ? `content in the page, ${Math.round(at)} ms` : `${Math.round(at)} ms`, lastBy(at)]);
  return picks.map(([label, shot]) => ({
    label,
    shot: shot && { at: Math.round(ms(shot)), jpeg: shot.args.snapshot },
  }));
}

/** One picture of the frames, each under its label and the time of the frame shown. */
async function compose(browser, theme, frames, file) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 400 } });
  const cell = ({ label, shot }) =>
    `<figure><figcaption>${label}${shot ? ` (frame of ${shot.at} ms)` : ''}</figcaption>${
      shot ? `<img src="data:image/jpeg;base64,${shot.jpeg}">` : '<div class="none">no frame yet</div>'
    }</figure>`;
  await page.setContent(`<!doctype html><meta charset="utf-8"><style>
    body { margin: 12px; font: 14px system-ui, sans-serif; display: grid; grid-template-columns: repeat(3, 1fr); gap: 12px; }
    h1 { grid-column: 1 / -1; font-size: 16px; margin: 0; }
    figure { margin: 0; } figcaption { margin-bottom: 4px; }
    img, .none { width: 100%; aspect-ratio: ${VIEWPORT.width} / ${VIEWPORT.height}; border: 1px solid #999; display: block; }
    .none { display: grid; place-items: center; color: #666; }
  </style><h1>${ROUTE}, ${theme}: slow 4G (150 ms RTT, 1.6 Mbit/s), 4x CPU, no HTTP cache; times from the navigation's start</h1>${frames
    .map(cell)
    .join('')}`);
  await page.screenshot({ path: file, fullPage: true });
  await page.close();
}

async function main() {
  ensureBuild();
  mkdirSync(OUT, { recursive: true });
  const { base, browser, stop } = await startConsole();
  try {
    const cookies = await signIn(browser, base);
    for (const theme of ['light', 'dark']) {
      const frames = framesOf(await tracedLoad(browser, base, cookies, theme));
      const file = join(OUT, `${theme}.png`);
      await compose(browser, theme, frames, file);
      console.log(`${theme}: ${frames.map((f) => `${f.label}${f.shot ? '' : ' (none)'}`).join('; ')} -> ${file}`);
    }
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
