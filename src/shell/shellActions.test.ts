import Cookies from 'js-cookie';
import { LOCAL_LOCALE, SESSION_MODE, storedMode } from '@/session/storage';
import { LANGUAGE_NAMES } from '@/session/locale';
import { changeLanguage } from './LanguageSwitcher';
import { leaveAlternateMode } from './ModeBanner';

describe('changeLanguage', () => {
  it('writes the locale cookie and the stored choice, then reloads', () => {
    const reload = jest.fn();
    changeLanguage('ja-JP', reload);
    expect(Cookies.get('locale')).toBe('ja-JP');
    expect(localStorage.getItem(LOCAL_LOCALE)).toBe('ja-JP');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('names every language in its own script', () => {
    expect(LANGUAGE_NAMES).toEqual({ 'en-US': 'English', 'ja-JP': '日本語', 'zh-CN': '简体中文' });
  });
});

describe('leaveAlternateMode', () => {
  it('forgets the mode state and reloads the current path without the query', () => {
    window.history.replaceState(null, '', '/role?mode=distributor&busId=org-2&fromBusId=dist-1');
    storedMode.set({ mode: 'distributor', busId: 'org-2', fromBusId: 'dist-1' });
    const go = jest.fn();
    leaveAlternateMode(go);
    expect(sessionStorage.getItem(SESSION_MODE)).toBeNull();
    expect(go).toHaveBeenCalledWith('/role');
  });
});
