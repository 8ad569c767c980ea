// A part of the console that cannot load on a fresh visit (a redeploy removed its hashed chunk, or the network
// dropped): the layout, the document layout or the landing page. The startup spinner must give way to the
// translated "new version, reload" message with a reload button, as in-app navigation does (shell.spec.ts).
import type { Page } from '@playwright/test';
import { text, type Locale } from './catalogs';
import { expect, test } from './fixtures';
import { resetSimulator, signIn, useLanguage } from './support';

test.beforeEach(async ({ request }) => resetSimulator(request));

interface Part {
  name: string;
  chunk: RegExp;
  path: string;
  /** What the page shows once the chunk loads again. */
  loaded: (page: Page) => ReturnType<Page['locator']>;
}

const PARTS: Part[] = [
  {
    name: 'the layout',
    chunk: /__plugin-layout__Layout[^/]*\.js(\?.*)?$/,
    path: '/home',
    loaded: (page) => page.locator('.ant-pro-layout'),
  },
  {
    name: 'the landing page',
    chunk: /p__Home__index[^/]*\.js(\?.*)?$/,
    path: '/home',
    loaded: (page) => page.getByTestId('period-range'),
  },
  {
    name: 'the document layout',
    chunk: /shell__layout__DocumentLayout[^/]*\.js(\?.*)?$/,
    path: '/document/productDocumentation',
    loaded: (page) => page.locator('main.doc-main h1'),
  },
];

const LANGUAGES: Locale[] = ['en-US', 'ja-JP'];

for (const part of PARTS) {
  for (const locale of LANGUAGES) {
    test(`${part.name} failing to load on a fresh visit shows the reload message (${locale})`, async ({ page }) => {
      await signIn(page, 'u-admin', part.path);
      await expect(part.loaded(page)).toBeVisible();
      await useLanguage(page, locale);
      // Routing disables the HTTP cache, so the reload below is a fresh visit with the chunk gone.
      let aborted = 0;
      await page.route(part.chunk, (route) => {
        aborted += 1;
        return route.abort('failed');
      });
      await page.reload();
      await expect(page.getByText(text(locale, 'shell.chunk.title'))).toBeVisible();
      await expect(page.getByText(text(locale, 'layout.chunkError'))).toBeVisible();
      await expect(page.getByTestId('app-shell')).toHaveCount(0); // the spinner gave way
      expect(aborted).toBeGreaterThan(0);
      await page.unroute(part.chunk);
      await page.getByRole('button', { name: text(locale, 'common.reload') }).click();
      await expect(page.getByText(text(locale, 'shell.chunk.title'))).toBeHidden();
      await expect(part.loaded(page)).toBeVisible();
    });
  }
}
