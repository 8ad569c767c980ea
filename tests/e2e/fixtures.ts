// The `test` every journey uses: it fails a journey that triggers a Content-Security-Policy violation or an
// uncaught error / unhandled rejection in the page (the suite runs behind nginx with the production CSP), or a
// request or answer off the platform contract (contract/openapi.yaml, checked by the simulator).
import { test as base, expect } from '@playwright/test';
import { baseURLFor } from './servers';

export const test = base.extend<{ pageGuards: void }>({
  // Each worker's own server (tests/e2e/servers.ts).
  baseURL: async ({}, use, testInfo) => use(baseURLFor(testInfo.parallelIndex)),
  pageGuards: [
    async ({ page, request }, use) => {
      const problems: string[] = [];
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && /CSP violation|Content Security Policy/.test(text)) problems.push(text);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await request.delete('/api/__sim/contract'); // a journey answers for its own traffic only
      await use();
      const contract = (await (await request.get('/api/__sim/contract')).json()).data;
      expect(contract.violations, 'requests and answers off contract/openapi.yaml').toEqual([]);
      expect(problems, 'CSP violations and uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
