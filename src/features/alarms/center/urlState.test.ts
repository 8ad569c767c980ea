import { act, render } from '@testing-library/react';
import { useLocation } from '@umijs/max';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { filterOf, listStateOf, useOrgSpecificReset } from './urlState';

// The alarm list's day filters become instants of the organisation's time zone.

describe('filterOf', () => {
  const state = listStateOf({ alarmFrom: '2026-03-01', alarmTo: '2026-03-08', alarmType: 'deviceFailure' });

  it('bounds whole days of the organisation time zone', () => {
    expect(filterOf(state, 'Asia/Tokyo')).toEqual({
      type: 'deviceFailure',
      read: undefined,
      state: undefined,
      busId: undefined,
      deviceId: undefined,
      from: '2026-02-28T15:00:00.000Z',
      to: '2026-03-08T14:59:59.999Z',
    });
    // Daylight saving time starts on 8 March in New York: that day ends at 03:59:59.999Z.
    expect(filterOf(state, 'America/New_York')).toMatchObject({
      from: '2026-03-01T05:00:00.000Z',
      to: '2026-03-09T03:59:59.999Z',
    });
  });

  it('uses the browser zone until the organisation zone is known', () => {
    expect(filterOf(state).from).toBe(new Date('2026-03-01T00:00:00').toISOString());
  });
});

describe('useOrgSpecificReset', () => {
  let address = '';
  function Probe({ scope }: { scope?: string }) {
    useOrgSpecificReset(scope);
    address = useLocation().search;
    return null;
  }
  const params = () => new URLSearchParams(address);
  const at = (route: string, scope?: string) => {
    // useUrlState merges into the browser's address (several changes in one tick): keep it in step with the router.
    window.history.replaceState(null, '', route);
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(MemoryRouter, { initialEntries: [route] }, children);
    return render(createElement(Probe, { scope }), { wrapper });
  };
  const ROUTE =
    '/home?alarms=open&alarmType=deviceFailure&alarmRead=unread&alarmDevice=dev-1-3&alarmPage=3&alarmFrom=2026-11-01&alarmId=alm-7';

  it("drops the previous organisation's device, page and open alarm when the organisation changes, and keeps the rest", async () => {
    const view = at(ROUTE, 'org-1');
    view.rerender(createElement(Probe, { scope: 'org-1' }));
    // While the session reloads there is no scope for a moment: not a change.
    view.rerender(createElement(Probe, { scope: undefined }));
    expect(params().get('alarmDevice')).toBe('dev-1-3');

    await act(async () => view.rerender(createElement(Probe, { scope: 'org-2' })));
    const after = params();
    expect(after.get('alarmDevice')).toBeNull();
    expect(after.get('alarmPage')).toBeNull();
    expect(after.get('alarmId')).toBeNull();
    expect(Object.fromEntries(after)).toEqual({
      alarms: 'open',
      alarmType: 'deviceFailure',
      alarmRead: 'unread',
      alarmFrom: '2026-11-01',
    });
  });

  it('keeps a shared link whole when the console starts (the first organisation is not a change)', () => {
    const view = at(ROUTE, undefined);
    view.rerender(createElement(Probe, { scope: 'org-1' }));
    expect(params().get('alarmDevice')).toBe('dev-1-3');
    expect(params().get('alarmId')).toBe('alm-7');
  });
});

describe('listStateOf', () => {
  it('reads the alarm state apart from the read state, and ignores an unknown one', () => {
    const both = listStateOf({ state: 'ongoing', alarmRead: 'unread' });
    expect(both).toMatchObject({ state: 'ongoing', read: 'unread' });
    expect(filterOf(both)).toMatchObject({ state: 'ongoing', read: 'unread' });
    expect(listStateOf({ state: 'cleared' }).state).toBe('cleared');
    expect(listStateOf({ state: 'active' }).state).toBeUndefined();
  });
  it('reads the organisation filter and a known sort (newest first by default order), ignoring unknown values', () => {
    expect(listStateOf({ alarmOrg: 'org-1-2', alarmSort: 'duration' })).toMatchObject({
      busId: 'org-1-2',
      sortField: 'duration',
      sortOrder: 'descend',
    });
    expect(listStateOf({ alarmSort: 'startedAt', alarmOrder: 'ascend' })).toMatchObject({
      sortField: 'startedAt',
      sortOrder: 'ascend',
    });
    expect(listStateOf({ alarmSort: 'name', alarmOrder: 'ascend' })).toMatchObject({
      sortField: undefined,
      sortOrder: undefined,
    });
    expect(filterOf(listStateOf({ alarmOrg: 'org-1-2' }), 'UTC').busId).toBe('org-1-2');
  });
});
