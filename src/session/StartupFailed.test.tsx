import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../tests/setup/render';
import StartupFailed from './StartupFailed';

const mockRefresh = jest.fn(async () => {});
jest.mock('@umijs/max', () => ({ ...jest.requireActual('@umijs/max'), useModel: () => ({ refresh: mockRefresh }) }));
jest.mock('./logout', () => ({ logoutAndLeave: jest.fn() }));

it.each([
  ['en-US', 'The console could not start', /^Retry$/],
  ['ja-JP', 'コンソールを起動できませんでした', /^再試行$/],
  ['zh-CN', '控制台启动失败', /^重 ?试$/],
] as const)('explains the failure in %s and offers a retry', async (locale, title, retry) => {
  renderWithApp(<StartupFailed />, { locale });
  expect(screen.getByRole('alert')).toHaveTextContent(title);
  fireEvent.click(screen.getByRole('button', { name: retry }));
  await waitFor(() => expect(mockRefresh).toHaveBeenCalledTimes(1));
  mockRefresh.mockClear();
});

it('offers Log Out', () => {
  const { logoutAndLeave } = jest.requireMock('./logout') as { logoutAndLeave: jest.Mock };
  renderWithApp(<StartupFailed />);
  fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
  expect(logoutAndLeave).toHaveBeenCalledTimes(1);
});
