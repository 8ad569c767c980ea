// The server the end-to-end suite runs against: real nginx with the production configuration
// (config/nginx/console.conf.template) serving dist/, proxying /api/ (and the simulator's login page) to the
// simulator (`max preview`) on a second loopback port. E2E_SERVER=preview skips nginx, for quick local runs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from './ensure-build.mjs';
import { freePort, waitForServer } from './server-utils.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const port = Number(args[args.indexOf('--port') + 1] || 4173);
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const children = [];

function stop(code = 0) {
  children.forEach((child) => child.kill('SIGTERM'));
  process.exit(code);
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

function preview(listenPort) {
  const child = spawn(process.execPath, [join(root, 'node_modules/@umijs/max/bin/max.js'), 'preview', '--port', String(listenPort), '--host', '127.0.0.1'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: process.env,
  });
  children.push(child);
  child.on('exit', (code) => {
    console.error(`simulator exited (${code})`);
    stop(1);
  });
}

/** Debian's libnginx-mod-http-brotli-static (.ci/run installs it); without it the config serves gzip. */
export const BROTLI_MODULE = process.env.NGINX_BROTLI_MODULE || '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export function renderNginxConfig({ listen, dist, platform, prefix, brotli = existsSync(BROTLI_MODULE) }) {
  let server = readFileSync(join(root, 'config/nginx/console.conf.template'), 'utf8')
    .replaceAll('${LISTEN}', `127.0.0.1:${listen}`)
    .replaceAll('${DIST_DIR}', dist)
    .replaceAll('${PLATFORM_API}', platform)
    .replace(/# @extra-locations.*$/m, `location = /mock-login { proxy_pass ${platform}; }`);
  if (!brotli) server = server.replace(/^.*@brotli.*\n/m, '');
  return `${brotli ? `load_module ${BROTLI_MODULE};\n` : ''}daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${server}
}
`;
}

async function main() {
  const withNginx = process.env.E2E_SERVER !== 'preview';
  // Checked before the build, so that a missing package stops the run at once.
  if (withNginx && !existsSync(NGINX)) {
    console.error(`nginx was not found at ${NGINX}. The end-to-end suite runs behind the production nginx configuration.\nInstall it with:\n  sudo apt-get update && sudo apt-get install -y nginx\n(or set NGINX_PATH; E2E_SERVER=preview runs without nginx for a quick local check).`);
    process.exit(1);
  }
  ensureBuild();
  if (!withNginx) {
    preview(port);
    return;
  }
  const simPort = await freePort();
  preview(simPort);
  await waitForServer(`http://127.0.0.1:${simPort}/config.js`);
  const prefix = mkdtempSync(join(tmpdir(), 'console-nginx-'));
  mkdirSync(join(prefix, 'body'));
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, renderNginxConfig({ listen: port, dist: join(root, 'dist'), platform: `http://127.0.0.1:${simPort}`, prefix }));
  const test = spawnSync(NGINX, ['-t', '-c', conf, '-p', prefix], { encoding: 'utf8' });
  if (test.status !== 0) {
    console.error(test.stderr);
    stop(1);
  }
  const nginx = spawn(NGINX, ['-c', conf, '-p', prefix], { stdio: 'inherit' });
  children.push(nginx);
  nginx.on('exit', (code) => {
    console.error(`nginx exited (${code})`);
    stop(1);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    stop(1);
  });
}
