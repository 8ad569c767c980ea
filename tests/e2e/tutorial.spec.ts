// Journeys of the video tutorials (/document/productDocumentation?tab=tutorials): list, filters, paging, the
// player (same-origin <video> or a link), adding a tutorial, permissions, languages and accessibility.
import type { Page, Request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { resetSimulator, setFaults, signIn, useLanguage, type DemoUser } from './support';
import { recordRequests } from './observe';

const TUTORIALS = '/document/productDocumentation?tab=tutorials';

test.beforeEach(async ({ request }) => resetSimulator(request));

const cards = (page: Page) => page.locator('.ropc-tutorials-grid').getByRole('button');
const card = (page: Page, title: string) => page.getByRole('button', { name: `Play ${title}` });
const languageFilter = (page: Page, name = 'Tutorial language') => page.getByRole('radiogroup', { name });
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);

/** Signs in on the tutorial tab itself: the /document area starts without a session, so the tab settles it. */
async function openTutorials(page: Page, user: DemoUser = 'u-admin') {
  await signIn(page, user, TUTORIALS);
  await page.waitForURL(/tab=tutorials/);
  await expect(cards(page).first()).toBeVisible();
}

function recordApi(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req: Request) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/ropc/') || url.pathname.startsWith('/api/user/'))
      seen.push(`${req.method()} ${url.pathname}`);
  });
  return seen;
}

test('lists the tutorials newest first, filters by language and title, and pages through them', async ({ page }) => {
  await openTutorials(page);
  await expect(page.getByRole('heading', { name: 'Video tutorials', level: 2 })).toBeAttached();
  // The user's own language first: English only, "your language" chosen; every language is one click away.
  await expect(cards(page).first()).toBeVisible();
  await expect(languageFilter(page).locator('.ant-segmented-item-selected')).toHaveText('English · your language');
  for (const tag of await page.locator('.ropc-tutorial-meta .ant-tag-blue').allTextContents())
    expect(tag).toBe('English');
  await languageFilter(page).getByText('All languages').click();
  await expect(page).toHaveURL(/tutorialLanguage=all/);
  await expect(cards(page)).toHaveCount(10);
  await expect(cards(page).first()).toHaveAccessibleName('Play Harbour lobby night route');
  await expect(cards(page).first()).toContainText('Added by Harbour Facilities Group');
  await expect(page.getByText('14 tutorials')).toBeVisible();
  // The UI language comes first after "All" and is marked.
  const options = languageFilter(page).locator('.ant-segmented-item-label');
  await expect(options).toHaveText(['All languages', 'English · your language', '日本語', '简体中文']);

  await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
  await expect(page).toHaveURL(/tutorialPage=2/);
  await expect(cards(page)).toHaveCount(4);
  await expect(card(page, 'First start of a floor scrubber')).toBeVisible();

  await languageFilter(page).getByText('日本語').click();
  await expect(page).toHaveURL(/tutorialLanguage=ja-JP/);
  await expect(page).not.toHaveURL(/tutorialPage/);
  await expect(cards(page)).toHaveCount(4);
  await expect(card(page, 'アラームの確認と対処')).toBeVisible();
  for (const tag of await page.locator('.ropc-tutorial-meta .ant-tag-blue').allTextContents())
    expect(tag).toBe('日本語');

  await languageFilter(page).getByText('All languages').click();
  const search = page.getByRole('searchbox', { name: 'Search tutorials by title' });
  await search.fill('SQUEEGEE');
  await search.press('Enter');
  await expect(page).toHaveURL(/tutorialSearch=SQUEEGEE/);
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, 'Replacing the squeegee blades')).toBeVisible();

  // A shared link keeps the filters.
  await page.reload();
  await expect(cards(page)).toHaveCount(1);
  await expect(search).toHaveValue('SQUEEGEE');

  await search.fill('no such tutorial');
  await search.press('Enter');
  await expect(page.getByText('No tutorials match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards(page)).toHaveCount(10);
  await expect(search).toHaveValue('');
});

test('plays a same-origin tutorial in the browser video element and links to an external one', async ({ page }) => {
  await openTutorials(page);
  await languageFilter(page).getByText('English · your language').click();
  await card(page, 'Reading the home dashboard').click();
  const player = page.getByRole('dialog', { name: 'Reading the home dashboard' });
  const video = player.locator('video');
  await expect(video).toHaveAttribute('src', '/api/ropc/tutorial/media/home-dashboard.webm');
  await expect(video).toHaveAttribute('controls', '');
  await expect(player.getByRole('link')).toHaveCount(0);
  // The clip really loads under the production CSP (the fixture fails the test on any violation).
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState)).toBeGreaterThanOrEqual(1);
  await expect(player).toContainText('What task count, unit time, completion rate');
  await expectNoSeriousA11yViolations(page, 'the player with a video', '.ant-modal');
  await player.getByRole('button', { name: 'Close' }).click();
  await expect(player).toBeHidden();

  await card(page, 'Replacing the squeegee blades').click();
  const external = page.getByRole('dialog', { name: 'Replacing the squeegee blades' });
  await expect(external.getByText('This video plays on another site')).toBeVisible();
  await expect(external.locator('video')).toHaveCount(0);
  const link = external.getByRole('link', { name: /Open the video on videos\.pacific-robotics\.example/ });
  await expect(link).toHaveAttribute(
    'href',
    'https://videos.pacific-robotics.example/tutorials/squeegee-replacement.mp4',
  );
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expectNoSeriousA11yViolations(page, 'the player with a link', '.ant-modal');
  await page.keyboard.press('Escape');
  await expect(external).toBeHidden();

  // Keyboard: the cards are reachable and open with Enter.
  await card(page, 'Setting up elevator rides').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Setting up elevator rides' }).locator('video')).toHaveAttribute(
    'src',
    '/api/ropc/tutorial/media/elevator-rides.webm',
  );
});

test('an administrator adds a video tutorial: invalid inputs are explained, one request is sent, it is listed first', async ({
  page,
}) => {
  await openTutorials(page);
  const creates: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/ropc/tutorial/create')) creates.push(req.postData() || '');
  });
  await page.getByRole('button', { name: 'Add video tutorial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add video tutorial' });
  await expect(dialog.getByRole('radio', { name: 'English' })).toBeChecked();
  await dialog.getByLabel('Title').fill('Brushes (new) <b>');
  await dialog.getByLabel('Video URL').fill('javascript:alert(document.cookie)');
  await dialog.getByLabel('Duration').fill('3:75');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText(/^Must not contain < > \//)).toBeVisible();
  await expect(
    dialog.getByText('Enter an address starting with http:// or https:// (or a path on this console starting with /)'),
  ).toBeVisible();
  await expect(dialog.getByText('Enter minutes (12), mm:ss (12:30) or h:mm:ss, at most 9:59:59')).toBeVisible();
  await page.mouse.move(0, 0); // the theme's hover blue is lighter; check the resting colours
  await expectNoSeriousA11yViolations(page, 'the add form with errors', '.ant-modal');
  expect(creates).toEqual([]);

  // A title the platform already has.
  await dialog.getByLabel('Title').fill('Reading the home dashboard');
  await dialog.getByLabel('Video URL').fill('https://videos.example.com/dashboard.mp4');
  await dialog.getByLabel('Duration').fill('');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('A tutorial with this title already exists')).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveValue('Reading the home dashboard');

  await dialog.getByLabel('Title').fill('Emptying the recovery tank');
  await dialog.getByLabel('Description').fill('After every shift: drain, rinse and leave the lid open.');
  await dialog.getByLabel('Video URL').fill('https://videos.example.com/recovery-tank.mp4');
  await dialog.getByLabel('Duration').fill('3:30');
  await dialog.getByRole('button', { name: 'Add' }).dblclick();
  await expect(toast(page, 'Add Successful')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(creates).toHaveLength(2); // the duplicate, then exactly one for the double click
  expect(JSON.parse(creates[1])).toEqual({
    title: 'Emptying the recovery tank',
    description: 'After every shift: drain, rinse and leave the lid open.',
    language: 'en-US',
    videoUrl: 'https://videos.example.com/recovery-tank.mp4',
    durationSeconds: 210,
  });
  await expect(cards(page).first()).toHaveAccessibleName('Play Emptying the recovery tank');
  await expect(cards(page).first()).toContainText('3:30');
  await expect(page.getByText('15 tutorials')).toBeVisible();

  // Still there after a reload; an external address opens as a link.
  await page.reload();
  await card(page, 'Emptying the recovery tank').click();
  await expect(
    page
      .getByRole('dialog', { name: 'Emptying the recovery tank' })
      .getByRole('link', { name: /videos\.example\.com/ }),
  ).toBeVisible();
});

test('an ordinary user sees the tutorials but no add button', async ({ page }) => {
  const seen = recordApi(page);
  await openTutorials(page, 'u-operator');
  await expect.poll(() => seen.filter((call) => call === 'POST /api/ropc/auth/role/info').length).toBe(1);
  await expect(card(page, 'Harbour lobby night route')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add video tutorial' })).toHaveCount(0);
});

test('the tutorials in Chinese and Japanese', async ({ page }) => {
  await useLanguage(page, 'zh-CN');
  await openTutorials(page);
  await expect(page.getByRole('heading', { name: '视频教程', level: 2 })).toBeAttached();
  await expect(languageFilter(page, '教程语言').locator('.ant-segmented-item-label')).toHaveText([
    '全部语言',
    '简体中文 · 界面语言',
    'English',
    '日本語',
  ]);
  await languageFilter(page, '教程语言').getByText('简体中文 · 界面语言').click();
  await expect(cards(page)).toHaveCount(4);
  await expect(page.getByRole('button', { name: '播放 处理告警消息' })).toBeVisible();
  await expect(page.getByText('共4个教程')).toBeVisible();
  await page.getByRole('button', { name: '添加视频教程' }).click();
  const dialog = page.getByRole('dialog', { name: '添加视频教程' });
  await expect(dialog.getByRole('radio', { name: '简体中文' })).toBeChecked();
  await dialog.getByLabel('标题').fill('刷盘/检查');
  await dialog.getByLabel('视频地址').fill('ftp://files.example.com/a.mp4');
  await dialog.getByRole('button', { name: /^添\s?加$/ }).click();
  await expect(
    dialog.getByText('请输入以 http:// 或 https:// 开头的地址（或本控制台上以 / 开头的路径）'),
  ).toBeVisible();
  await expect(dialog.getByText(/^不能包含/)).toBeVisible();
  await dialog.getByRole('button', { name: /^取\s?消$/ }).click();

  await useLanguage(page, 'ja-JP');
  await page.reload();
  await expect(page.getByRole('heading', { name: '動画チュートリアル', level: 2 })).toBeAttached();
  // The filter in the URL stays; the marked language follows the UI.
  await expect(languageFilter(page, 'チュートリアルの言語').locator('.ant-segmented-item-label').nth(1)).toHaveText(
    '日本語・表示言語',
  );
  await languageFilter(page, 'チュートリアルの言語').getByText('日本語・表示言語').click();
  await expect(page.getByRole('button', { name: 'アラームの確認と対処 を再生' })).toBeVisible();
  await page.getByRole('button', { name: 'スクイージーブレードの交換 を再生' }).click();
  const player = page.getByRole('dialog', { name: 'スクイージーブレードの交換' });
  await expect(player.getByText('この動画は外部のサイトで再生されます')).toBeVisible();
  await expect(player.getByRole('link', { name: /videos\.pacific-robotics\.example で動画を開く/ })).toBeVisible();
});

test('a failed load shows a translated error with a retry', async ({ page, request }) => {
  await signIn(page, 'u-admin', '/home');
  await setFaults(request, { rules: [{ path: '/api/ropc/tutorial/page', kind: 'http', status: 503, times: 1 }] });
  await page.goto(TUTORIALS);
  const alert = page.getByRole('alert').filter({ hasText: 'The video tutorials could not be loaded.' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Retry' }).click();
  // The tutorials load, in the user's language (the default filter).
  await expect(cards(page).first()).toBeVisible();
  await expect(alert).toHaveCount(0);
  for (const tag of await page.locator('.ropc-tutorial-meta .ant-tag-blue').allTextContents())
    expect(tag).toBe('English');
});

test('the product documentation asks nothing until the tutorial tab opens', async ({ page }) => {
  await signIn(page, 'u-admin', '/home');
  await expect(page.getByText('Welcome, Alice Morgan')).toBeVisible();
  await page.goto('about:blank'); // nothing of the home page still in flight
  const seen = recordApi(page);
  const loading = recordRequests(page);
  await page.goto('/document/productDocumentation');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Video tutorials' })).toBeVisible();
  // Everything the page asked for while it loaded has been answered, and none of it went to the platform.
  await loading.answered();
  expect(seen).toEqual([]);

  await page.getByRole('tab', { name: 'Video tutorials' }).click();
  await expect(page).toHaveURL(/tab=tutorials/);
  await expect(cards(page).first()).toBeVisible();
  expect(seen).toEqual(
    expect.arrayContaining([
      'GET /api/ropc/business/user/list',
      'POST /api/ropc/auth/role/info',
      'POST /api/ropc/tutorial/page',
    ]),
  );
  await expectNoSeriousA11yViolations(page, 'the tutorial tab');
});

test('a user without organisations still sees the platform tutorials', async ({ page }) => {
  const seen = recordApi(page);
  await openTutorials(page, 'u-noorg');
  await expect(cards(page).first()).toBeVisible();
  await languageFilter(page).getByText('All languages').click();
  await expect(cards(page)).toHaveCount(10);
  await expect(page.getByText('13 tutorials')).toBeVisible();
  await expect(card(page, 'Harbour lobby night route')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add video tutorial' })).toHaveCount(0);
  expect(seen).not.toContain('POST /api/ropc/auth/role/info');
});

test('fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openTutorials(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await card(page, 'Harbour lobby night route').click();
  await expect(page.getByRole('dialog', { name: 'Harbour lobby night route' }).locator('video')).toBeVisible();
});
