import { act, screen } from '@testing-library/react';
import { renderWithApp } from '@test/render';
import { resetOrgSettings, setCurrentOrg, setEntry } from '@/session/orgSettings';
import DateTimeText from '.';

const AT = '2026-01-15T23:30:00Z';

function settings(busId: string, timeZone: string): API.OrgSettings {
  return {
    busId,
    timeZone,
    language: 'en-US',
    alarmNotifications: {} as API.OrgSettings['alarmNotifications'],
    inherited: false,
    updatedAt: null,
  };
}

afterEach(() => act(() => resetOrgSettings()));

describe('DateTimeText', () => {
  it('shows the time in the zone it is given', () => {
    renderWithApp(<DateTimeText value={AT} timeZone="Asia/Tokyo" />);
    expect(screen.getByText('Jan 16, 2026, 8:30 AM')).toHaveAttribute('datetime', AT);
  });

  it('follows the current organisation time zone, and changes with it', () => {
    act(() => {
      setEntry('org-1', { state: 'ready', settings: settings('org-1', 'America/Los_Angeles') });
      setEntry('org-2', { state: 'ready', settings: settings('org-2', 'Asia/Tokyo') });
      setCurrentOrg('org-1');
    });
    renderWithApp(<DateTimeText value={AT} />);
    expect(screen.getByText('Jan 15, 2026, 3:30 PM')).toBeInTheDocument();

    act(() => setCurrentOrg('org-2'));
    expect(screen.getByText('Jan 16, 2026, 8:30 AM')).toBeInTheDocument();

    act(() => setEntry('org-2', { state: 'ready', settings: settings('org-2', 'UTC') }));
    expect(screen.getByText('Jan 15, 2026, 11:30 PM')).toBeInTheDocument();
  });

  it('formats in the UI language', () => {
    renderWithApp(<DateTimeText value={AT} timeZone="Asia/Shanghai" />, { locale: 'zh-CN' });
    expect(screen.getByText('2026年1月16日 07:30')).toBeInTheDocument();
    renderWithApp(<DateTimeText value={AT} timeZone="Asia/Tokyo" />, { locale: 'ja-JP' });
    expect(screen.getByText('2026/01/16 8:30')).toBeInTheDocument();
  });

  it('shows a dash for a missing or broken value', () => {
    renderWithApp(<DateTimeText value="not a date" />);
    expect(screen.getByText('-')).toBeInTheDocument();
  });
});
