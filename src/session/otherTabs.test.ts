import { isOtherSession, watchOtherTabs } from './otherTabs';
import { onSessionEnd } from './sessionEnd';

function signedIn(token = 'tok-alice', org = 'org-1') {
  localStorage.setItem('token', token);
  localStorage.setItem('currentOrgId', org);
  document.cookie = `token=${token}; path=/`;
}

/** What another tab does to shared storage, and the event this tab receives for it. */
function otherTab(key: string, value: string | null) {
  const oldValue = localStorage.getItem(key);
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: localStorage }));
}

let stop = () => {};
const actions = { reload: jest.fn(), leave: jest.fn() };

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'token=; path=/; max-age=0';
  actions.reload.mockReset();
  actions.leave.mockReset();
});
afterEach(() => stop());

describe('watchOtherTabs', () => {
  it('leaves when another tab logs out', () => {
    signedIn();
    stop = watchOtherTabs(actions);
    document.cookie = 'token=; path=/; max-age=0';
    otherTab('token', null);
    expect(actions.leave).toHaveBeenCalledTimes(1);
    expect(actions.reload).not.toHaveBeenCalled();
  });

  it('closes what listens for the old session (the alarm stream) before it leaves or reloads', () => {
    signedIn();
    const close = jest.fn();
    onSessionEnd(close);
    stop = watchOtherTabs(actions);
    otherTab('token', 'tok-bob');
    expect(close).toHaveBeenCalledTimes(1);
    expect(actions.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads when another user signs in elsewhere, before this tab writes with that token', () => {
    signedIn();
    stop = watchOtherTabs(actions);
    document.cookie = 'token=tok-bob; path=/';
    otherTab('token', 'tok-bob');
    expect(actions.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads when another tab switches the organisation', () => {
    signedIn();
    stop = watchOtherTabs(actions);
    otherTab('currentOrgId', 'org-2');
    expect(actions.reload).toHaveBeenCalledTimes(1);
  });

  it('notices a cookie changed by the identity service when the tab comes back into focus', () => {
    signedIn();
    stop = watchOtherTabs(actions);
    document.cookie = 'token=tok-bob; path=/';
    window.dispatchEvent(new Event('focus'));
    expect(actions.reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing for unrelated keys or an unchanged session', () => {
    signedIn();
    stop = watchOtherTabs(actions);
    otherTab('umi_locale', 'ja-JP');
    window.dispatchEvent(new Event('focus'));
    expect(actions.reload).not.toHaveBeenCalled();
    expect(actions.leave).not.toHaveBeenCalled();
  });

  it("tells a call that would leave with another session's token, before any event, and acts at once", () => {
    signedIn();
    expect(isOtherSession('tok-bob')).toBe(false); // nothing watched yet: startup's own calls
    stop = watchOtherTabs(actions);
    expect(isOtherSession('tok-alice')).toBe(false);
    // Another tab has signed in as Bob; its storage event has not reached this tab yet.
    localStorage.setItem('token', 'tok-bob');
    document.cookie = 'token=tok-bob; path=/';
    expect(isOtherSession('tok-bob')).toBe(true);
    expect(actions.reload).toHaveBeenCalledTimes(1);
    stop();
    expect(isOtherSession('tok-bob')).toBe(false);
  });

  it('a call with no token left (another tab logged out) is stopped, and the tab leaves', () => {
    signedIn();
    stop = watchOtherTabs(actions);
    localStorage.removeItem('token');
    document.cookie = 'token=; path=/; max-age=0';
    expect(isOtherSession('')).toBe(true);
    expect(actions.leave).toHaveBeenCalledTimes(1);
  });
});
