import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from '@umijs/max';
import { renderWithApp } from '@test/render';
import { resetOrgSettings, setCurrentOrg, setEntry } from '@/session/orgSettings';
import { storedDesktopAlarms } from '@/session/storage';
import { forgetRecentLiveSignals, publishLiveSignal } from '../live/bus';
import { isStreamLeader } from '../live/leader';
import AlarmNotices from './AlarmNotices';
import { installFakeNotification } from '@test/fakeNotification';

jest.mock('../live/leader', () => ({ isStreamLeader: jest.fn(() => true) }));
jest.mock('@umijs/max', () => ({
  ...jest.requireActual('@umijs/max'),
  useModel: () => ({ initialState: { userInfo: { userId: 'u-1' } } }),
}));
const leader = jest.mocked(isStreamLeader);

const alarm = (id: string, type: API.AlarmTypeKey = 'machineTrapped'): API.AlarmItem => ({
  id,
  type,
  busId: 'org-1',
  orgName: 'Harbour',
  deviceId: 'dev-1',
  deviceName: 'R-7',
  startedAt: '2026-12-02T05:00:00.000Z',
  endedAt: null,
  durationSeconds: 0,
  read: false,
});
const raise = (...alarms: API.AlarmItem[]) =>
  act(() =>
    alarms.forEach((a) =>
      publishLiveSignal({ type: 'event', event: { id: a.id, kind: 'raised', alarm: a, unread: 1 } }),
    ),
  );

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}
const renderNotices = () =>
  renderWithApp(
    <>
      <AlarmNotices />
      <Where />
    </>,
    { route: '/home' },
  );

let desktop = installFakeNotification('granted');
beforeEach(() => {
  // Each test's alarms are its own: none of an earlier test waits for a late subscriber.
  forgetRecentLiveSignals();
  localStorage.clear();
  resetOrgSettings();
  leader.mockReturnValue(true);
  desktop = installFakeNotification('granted');
});

it('tells of a new alarm in one notice with View, which opens its details, and reads it out politely', async () => {
  renderNotices();
  raise(alarm('a-1'));
  expect(await screen.findByText('New alarm: Machine trapped')).toBeInTheDocument();
  expect(screen.getByTestId('alarm-announcer')).toHaveTextContent('New alarm: Machine trapped on R-7');
  expect(screen.getByTestId('alarm-announcer')).toHaveAttribute('aria-live', 'polite');
  fireEvent.click(screen.getByRole('button', { name: 'View' }));
  expect(screen.getByTestId('where')).toHaveTextContent('?alarmId=a-1');
});

it('collapses a burst into one notice that counts it', async () => {
  renderNotices();
  raise(...Array.from({ length: 12 }, (_, i) => alarm(`b-${i}`)));
  // One notice (one View), its title and the announcement the same words.
  expect(await screen.findAllByRole('button', { name: 'View' })).toHaveLength(1);
  expect(screen.getAllByText('12 new alarms')).toHaveLength(2);
  expect(screen.getByTestId('alarm-announcer')).toHaveTextContent('12 new alarms');
  fireEvent.click(screen.getByRole('button', { name: 'View' }));
  expect(screen.getByTestId('where')).toHaveTextContent('?alarms=open');
});

it('says nothing of a type the organisation muted', async () => {
  setCurrentOrg('org-1');
  setEntry('org-1', {
    state: 'ready',
    settings: { busId: 'org-1', alarmNotifications: { machineTrapped: false } } as unknown as API.OrgSettings,
  });
  storedDesktopAlarms.set('u-1', true);
  renderNotices();
  raise(alarm('m-1', 'machineTrapped'), alarm('d-1', 'deviceFailure'));
  expect(await screen.findByText('New alarm: Device failure')).toBeInTheDocument();
  await waitFor(() => expect(desktop.shown).toHaveLength(1));
  expect(desktop.shown[0].options?.tag).toBe('d-1');
});

describe('desktop notifications', () => {
  it('show one per alarm, tagged with its id, once turned on; a click focuses the console on its details', async () => {
    storedDesktopAlarms.set('u-1', true);
    const focus = jest.spyOn(window, 'focus').mockImplementation(() => undefined);
    renderNotices();
    raise(alarm('a-1'));
    await waitFor(() => expect(desktop.shown).toHaveLength(1));
    expect(desktop.shown[0]).toMatchObject({
      title: 'New alarm: Machine trapped',
      options: { tag: 'a-1', body: 'R-7 · Harbour' },
    });
    act(() => desktop.shown[0].onclick?.());
    expect(focus).toHaveBeenCalled();
    expect(screen.getByTestId('where')).toHaveTextContent('?alarmId=a-1');
  });

  it.each([
    ['until the user turns them on, even with the permission granted', () => undefined],
    [
      'in a tab that does not hold the stream (they come only from the one that does)',
      () => {
        storedDesktopAlarms.set('u-1', true);
        leader.mockReturnValue(false);
      },
    ],
  ])('show nothing %s, while the console shows its notice', async (_, arrange) => {
    arrange();
    renderNotices();
    raise(alarm('a-1'));
    await screen.findByText('New alarm: Machine trapped');
    expect(desktop.shown).toHaveLength(0);
  });

  it('collapse a burst into one', async () => {
    storedDesktopAlarms.set('u-1', true);
    renderNotices();
    raise(...Array.from({ length: 5 }, (_, i) => alarm(`b-${i}`)));
    await screen.findByRole('button', { name: 'View' });
    expect(desktop.shown.map((n) => n.title)).toEqual(['5 new alarms']);
  });
});
