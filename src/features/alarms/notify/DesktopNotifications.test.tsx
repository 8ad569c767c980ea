import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '@test/render';
import { storedDesktopAlarms } from '@/session/storage';
import DesktopNotifications from './DesktopNotifications';
import { installFakeNotification } from '@test/fakeNotification';

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('@umijs/max'),
  useModel: () => ({ initialState: { userInfo: { userId: 'u-1' } } }),
}));

beforeEach(() => localStorage.clear());

const state = () => screen.getByTestId('desktop-alarms-state');
const toggle = () =>
  fireEvent.click(screen.getByRole('switch', { name: 'Desktop notifications of alarms on this browser' }));

it('asks the browser only when the user turns them on, and stores the choice', async () => {
  const browser = installFakeNotification('default');
  browser.answer('granted');
  renderWithApp(<DesktopNotifications />);
  expect(state()).toHaveTextContent('Off');
  expect(browser.requestPermission).not.toHaveBeenCalled();
  toggle();
  expect(await screen.findByText('On')).toBeInTheDocument();
  expect(browser.requestPermission).toHaveBeenCalledTimes(1);
  expect(storedDesktopAlarms.get('u-1')).toBe(true);
  toggle();
  expect(state()).toHaveTextContent('Off');
  expect(storedDesktopAlarms.get('u-1')).toBe(false);
});

it('says when the browser blocks them and how to allow them', async () => {
  const browser = installFakeNotification('default');
  browser.answer('denied');
  renderWithApp(<DesktopNotifications />);
  toggle();
  expect(await screen.findByText('Blocked by the browser')).toBeInTheDocument();
  expect(screen.getByText(/set Notifications to Allow/)).toBeInTheDocument();
  expect(screen.getByRole('switch')).toBeDisabled();
  expect(storedDesktopAlarms.get('u-1')).toBe(false);
});

it('turns on without asking again when the browser already allows them', async () => {
  const browser = installFakeNotification('granted');
  renderWithApp(<DesktopNotifications />, { locale: 'ja-JP' });
  expect(state()).toHaveTextContent('オフ');
  fireEvent.click(screen.getByRole('switch'));
  expect(await screen.findByText('オン')).toBeInTheDocument();
  expect(browser.requestPermission).not.toHaveBeenCalled();
});
