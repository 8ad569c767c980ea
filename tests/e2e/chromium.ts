// Where Chromium is and how it must be launched on these machines (no sandbox, no background networking).
import { existsSync } from 'node:fs';
import CHROMIUM_FLAGS from './chromium-flags.json';

// Debian's headless build of the same Chromium (package chromium-headless-shell), as Playwright itself uses for
// headless runs: no browser UI process work per context (the full build starts a WebUI renderer for its omnibox
// in every new context), about a quarter less time for the suite on two cores. The full build when it is absent.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** The full build: for what the headless shell lacks (desktop notifications' permission). */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM = process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

/** The flags of every Chromium the project starts (the suite here, the benchmark in scripts/slow-profile.mjs). */
export const CHROMIUM_ARGS: string[] = CHROMIUM_FLAGS;

export function assertChromium() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell\n` +
        'or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
}
