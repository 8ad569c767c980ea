// The servers the end-to-end suite runs against, one per Playwright worker (`--ports 4173,4174`: one each; `--port`
// for one): real nginx with the production configuration (config/nginx/console.conf.template) serving dist/,
// proxying /api/ (and the simulator's login page) to that worker's own simulator (`max preview`) on another
// loopback port. E2E_SERVER=preview skips nginx, for quick local runs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from './ensure-build.mjs';
import { makeNginxPrefix, renderNginxConfig } from './nginx-conf.mjs';
import { freePorts, waitForServer } from './server-utils.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const ports = (option('--ports') || option('--port') || '4173').split(',').map(Number);
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const children = [];

function stop(code = 0) {
  children.forEach((child) => child.kill('SIGTERM'));
  process.exit(code);
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

function preview(listenPort) {
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules/@umijs/max/bin/max.js'), 'preview', '--port', String(listenPort), '--host', '127.0.0.1'],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      // The simulator's own endpoints answer (mock/_sim/control.ts): the suite resets it, injects faults, signs in.
      env: { ...process.env, SIM_CONTROL: '1' },
    },
  );
  children.push(child);
  child.on('exit', (code) => {
    console.error(`simulator exited (${code})`);
    stop(1);
  });
}

async function main() {
  const withNginx = process.env.E2E_SERVER !== 'preview';
  // Checked before the build, so that a missing package stops the run at once.
  if (withNginx && !existsSync(NGINX)) {
    console.error(
      `nginx was not found at ${NGINX}. The end-to-end suite runs behind the production nginx configuration.\nInstall it with:\n  sudo apt-get update && sudo apt-get install -y nginx\n(or set NGINX_PATH; E2E_SERVER=preview runs without nginx for a quick local check).`,
    );
    process.exit(1);
  }
  // A child run inside the suite (contract.spec.ts) serves the parent's dist/ as it is.
  if (!process.env.E2E_SKIP_BUILD) ensureBuild();
  if (!withNginx) {
    await startAll(ports, preview);
    return;
  }
  const simPorts = await freePorts(ports.length);
  simPorts.forEach(preview);
  await Promise.all(simPorts.map((simPort) => waitForServer(`http://127.0.0.1:${simPort}/config.js`)));
  await startAll(ports, (port, i) => startNginx(port, simPorts[i]));
}

/** Playwright waits for the first port only: its server starts last, once the others answer. */
async function startAll(list, start) {
  for (let i = list.length - 1; i >= 0; i -= 1) {
    start(list[i], i);
    await waitForServer(`http://127.0.0.1:${list[i]}/config.js`);
  }
}

function startNginx(port, simPort) {
  const prefix = makeNginxPrefix();
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    renderNginxConfig({ listen: port, dist: join(root, 'dist'), platform: `http://127.0.0.1:${simPort}`, prefix }),
  );
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
