import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '@test/render';
import { resetLogout } from './logout';
import { browser } from './navigation';
import StartupFailed from './StartupFailed';
import { takeNetworkAttempts } from '@test/noNetwork';

const mockRefresh = jest.fn(async () => {});

it.each([
  ['en-US', 'The console could not start', /^Retry$/],
  ['ja-JP', 'コンソールを起動できませんでした', /^再試行$/],
  ['zh-CN', '控制台启动失败', /^重 ?试$/],
] as const)('explains the failure in %s and offers a retry', async (locale, title, retry) => {
  renderWithApp(<StartupFailed onRetry={mockRefresh} />, { locale });
  expect(screen.getByRole('alert')).toHaveTextContent(title);
  fireEvent.click(screen.getByRole('button', { name: retry }));
  await waitFor(() => expect(mockRefresh).toHaveBeenCalledTimes(1));
  mockRefresh.mockClear();
});

it('offers Log Out, which leaves for the logout page even though the platform is unreachable', async () => {
  resetLogout();
  const assign = jest.spyOn(browser, 'assign').mockImplementation(() => {});
  renderWithApp(<StartupFailed onRetry={mockRefresh} />);
  fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
  await waitFor(() => expect(assign).toHaveBeenCalledTimes(1), { timeout: 8000 });
  expect(assign.mock.calls[0][0]).toMatch(/redirect=/);
  // The network guard plays the unreachable platform: the logout call was tried, then retried once.
  expect(takeNetworkAttempts()).toEqual([
    'XMLHttpRequest POST /api/user/auth/logout',
    'XMLHttpRequest POST /api/user/auth/logout',
  ]);
  assign.mockRestore();
});
