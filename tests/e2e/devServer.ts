// `max dev` (what `npm start` runs) for the journeys of the dev-server project (playwright.config.ts: one at a time,
// since each writes src/.umi), on a free loopback port.
import { request as newRequest, type APIRequestContext } from '@playwright/test';
import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect } from './fixtures';

const ROOT = join(__dirname, '../..');

export interface DevServer {
  url: string;
  /** A request client on it; a new connection for every call (below). */
  api: APIRequestContext;
  /** What it has printed so far, stdout and stderr. */
  terminal: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts the dev server with `env` added and waits until `ready` holds (at most 4 minutes: the first compile on a
 * busy machine). Fails at once, with the end of its terminal, when the dev server exits before.
 */
export async function startDevServer(
  env: Record<string, string>,
  ready: (api: APIRequestContext) => Promise<boolean>,
): Promise<DevServer> {
  const port = execFileSync(process.execPath, [join(ROOT, 'scripts/free-port.mjs')])
    .toString()
    .trim();
  const url = `http://127.0.0.1:${port}`;
  const dev = spawn(process.execPath, [join(ROOT, 'node_modules/@umijs/max/bin/max.js'), 'dev'], {
    cwd: ROOT,
    env: { ...process.env, PORT: port, HOST: '127.0.0.1', BROWSER: 'none', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let terminal = '';
  const collect = (chunk: Buffer) => {
    terminal += chunk.toString('utf8');
  };
  dev.stdout!.on('data', collect);
  dev.stderr!.on('data', collect);
  const exited = new Promise<never>((_, reject) => {
    dev.once('exit', (code, signal) =>
      reject(new Error(`max dev exited (${code ?? signal}) before it was ready:\n${terminal.slice(-3000)}`)),
    );
  });
  exited.catch(() => undefined); // also exits when stopped, after it was ready
  // A new connection for every call. The dev server (Node's http server) closes an idle kept-alive connection after
  // 5 s, and Playwright's request client reuses kept-alive connections: on a busy machine the client can send on a
  // connection the server is closing at that moment, and gets ECONNRESET (seen under a load average of 12). nginx,
  // in front of the other journeys' simulator, keeps idle connections for 65 s.
  const api = await newRequest.newContext({ baseURL: url, extraHTTPHeaders: { connection: 'close' } });
  const stop = async () => {
    await api.dispose();
    try {
      process.kill(-dev.pid!, 'SIGTERM');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error; // already gone
    }
  };
  try {
    await Promise.race([
      expect.poll(() => ready(api).catch(() => false), { timeout: 240_000, intervals: [1000] }).toBe(true),
      exited,
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, api, terminal: () => terminal, stop };
}
