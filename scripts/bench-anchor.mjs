// The yardstick of `npm run bench:bundle`: Ant Design Pro's build (bench/ant-design-pro/README.md,
// or ANCHOR_DIR), measured in the same run as the console and served the same way: the shipped nginx template
// (pre-compressed brotli and gzip, hashed files immutable), the same Chromium and the same slow profile. Its API
// (an outside host in its build) is answered by the anchor's api.mjs after one round trip of the slow profile;
// every other outside host fails at once.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { makeNginxPrefix, renderNginxConfig } from './nginx-conf.mjs';
import { freePort, waitForServer } from './server-utils.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const ANCHOR = resolve(process.env.ANCHOR_DIR || join(root, 'bench/ant-design-pro'));

/** Its routes and what "content shown" means on each (the anchor's README), beside the console's route. */
export const ANCHOR_ROUTES = [
  { path: '/welcome', ready: 'main .ant-card, .ant-pro-page-container .ant-card', versus: '/home' },
  { path: '/list', ready: 'main .ant-table-row', versus: '/organization' },
];

/** The slow profile's round trip: what an API answer costs the console too. */
const API_DELAY_MS = 150;

export const anchorAvailable = () => existsSync(join(ANCHOR, 'dist.tgz')) && existsSync(NGINX);

/** Unpacks, pre-compresses and serves the anchor; answers its base URL, how to answer its API, and a stop. */
export async function startAnchor() {
  const work = mkdtempSync(join(tmpdir(), 'anchor-'));
  chmodSync(work, 0o755); // nginx's workers run as another user
  const untar = spawnSync('tar', ['xzf', join(ANCHOR, 'dist.tgz'), '-C', work], { encoding: 'utf8' });
  if (untar.status !== 0) throw new Error(`could not unpack the anchor: ${untar.stderr}`);
  const dist = join(work, 'dist');
  const compress = spawnSync(process.execPath, [join(root, 'scripts/compress-dist.mjs'), dist], { encoding: 'utf8' });
  if (compress.status !== 0) throw new Error(`could not compress the anchor: ${compress.stderr}`);
  const { default: answer } = await import(pathToFileURL(join(ANCHOR, 'api.mjs')).href);

  const port = await freePort();
  const prefix = makeNginxPrefix('anchor-nginx-');
  // Its API is on another host, which the console's Content-Security-Policy (connect-src 'self') would refuse.
  const conf = renderNginxConfig({ listen: port, dist, platform: 'http://127.0.0.1:9', prefix, simulator: false })
    .split('\n')
    .filter((line) => !line.includes('Content-Security-Policy'))
    .join('\n');
  writeFileSync(join(prefix, 'nginx.conf'), conf);
  const nginx = spawn(NGINX, ['-c', join(prefix, 'nginx.conf'), '-p', prefix], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  await waitForServer(`${base}/index.html`);

  /** Routes a browser context's outside requests: the anchor's API answered, anything else refused. */
  const answerApi = (context) =>
    context.route(
      (url) => url.origin !== base,
      async (route) => {
        const body = answer(route.request().url());
        if (body === null) return route.abort();
        await new Promise((done) => {
          setTimeout(done, API_DELAY_MS);
        });
        return route.fulfill({ json: body });
      },
    );
  const stop = () => nginx.kill('SIGTERM');
  return { base, dist, answerApi, stop };
}
