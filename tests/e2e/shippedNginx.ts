// nginx with the template as shipped (config/nginx/console.conf.template, no end-to-end additions), or a variant of
// it, started by a journey: for what the suite's own nginx (which lets the simulator's endpoints through) cannot show.
import { expect } from '@playwright/test';
import { execFileSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');
const script = (name: string, args: string[] = []) =>
  execFileSync(process.execPath, [join(ROOT, 'scripts', name), ...args])
    .toString()
    .trim();

/** A new directory nginx's workers can use (scripts/nginx-conf.mjs, makeNginxPrefix). */
export const nginxPrefix = () => script('nginx-conf.mjs', ['--make-prefix']);

export interface ShippedNginx {
  baseURL: string;
  stop(): void;
}

/** Serves `dist` with the shipped template (or `template`), /api/ proxied to `platform`; resolves once it answers. */
export async function startShippedNginx({
  dist = join(ROOT, 'dist'),
  platform,
  prefix = nginxPrefix(),
  template,
}: {
  dist?: string;
  platform: string;
  prefix?: string;
  template?: string;
}): Promise<ShippedNginx> {
  const port = script('free-port.mjs');
  const conf = script('nginx-conf.mjs', [
    ...['--listen', port, '--dist', dist, '--platform', platform, '--prefix', prefix],
    '--shipped',
    ...(template ? ['--template', template] : []),
  ]);
  writeFileSync(join(prefix, 'nginx.conf'), conf);
  const nginx = spawn(process.env.NGINX_PATH || '/usr/sbin/nginx', ['-c', join(prefix, 'nginx.conf'), '-p', prefix], {
    stdio: 'ignore',
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${baseURL}/config.js`).catch(() => undefined))?.status, { timeout: 30_000 })
    .toBe(200);
  return { baseURL, stop: () => nginx.kill('SIGTERM') };
}
