// Where each Playwright worker finds its own console: scripts/e2e-server.mjs starts one simulator (and one nginx)
// per worker, on the loopback ports in E2E_PORTS, so that journeys in parallel never share simulator state. A
// worker uses the server of its parallel slot (0 … workers−1, kept when a worker is replaced after a failure).
// E2E_BASE_URL points the whole run at one external server instead (then with one worker).

/** The loopback ports of this run, one per worker (playwright.config.ts chooses them). */
export function e2ePorts(): number[] {
  return (process.env.E2E_PORTS || '').split(',').filter(Boolean).map(Number);
}

/** Every server of this run. */
export function allBaseURLs(): string[] {
  if (process.env.E2E_BASE_URL) return [process.env.E2E_BASE_URL];
  return e2ePorts().map((port) => `http://127.0.0.1:${port}`);
}

/** The server of a worker's parallel slot. */
export function baseURLFor(parallelIndex: number): string {
  const all = allBaseURLs();
  if (!all.length) throw new Error('No end-to-end server: E2E_PORTS and E2E_BASE_URL are both unset');
  return all[parallelIndex % all.length];
}
