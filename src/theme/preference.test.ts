// The layout theme store: per-user copies on this browser, the document attribute, subscribers.
import { storedTheme } from '@/session/storage';
import { adoptStoredTheme, getThemePreference, setThemePreference, subscribeTheme } from './preference';

beforeEach(() => {
  setThemePreference('light');
  localStorage.clear();
});

describe('theme preference', () => {
  it('switches at once, marks the document and tells subscribers', () => {
    const seen: string[] = [];
    const stop = subscribeTheme(() => seen.push(getThemePreference()));
    setThemePreference('dark', 'u-admin');
    expect(getThemePreference()).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    setThemePreference('dark', 'u-admin'); // no change, no news
    stop();
    setThemePreference('light', 'u-admin');
    expect(seen).toEqual(['dark']);
  });

  it('keeps a copy per user, and the last choice for the first paint', () => {
    setThemePreference('dark', 'u-admin');
    setThemePreference('light', 'u-operator');
    expect(storedTheme.get('u-admin')).toBe('dark');
    expect(storedTheme.get('u-operator')).toBe('light');
    expect(storedTheme.last()).toBe('light');
    adoptStoredTheme('u-admin');
    expect(getThemePreference()).toBe('dark');
    adoptStoredTheme('u-unknown'); // nothing stored: the theme stays until the platform answers
    expect(getThemePreference()).toBe('dark');
  });

  it('ignores a damaged copy', () => {
    localStorage.setItem('ropc.theme', '{"last":"purple","users":{"u-admin":"sepia","u-operator":"dark"}}');
    expect(storedTheme.last()).toBeUndefined();
    expect(storedTheme.get('u-admin')).toBeUndefined();
    expect(storedTheme.get('u-operator')).toBe('dark');
    localStorage.setItem('ropc.theme', 'not json');
    expect(storedTheme.get('u-operator')).toBeUndefined();
  });
});
