import { cookieNamesOf } from './cookieNames';

describe('cookieNamesOf', () => {
  it('reads tokenCookie and localeCookie from a config.js', () => {
    const source = "window.ROPC_CONFIG = { loginUrl: '/sso', tokenCookie: 'ropc_token', localeCookie: 'ropc.lang' };";
    expect(cookieNamesOf(source)).toEqual({ token: 'ropc_token', locale: 'ropc.lang' });
  });

  it('falls back to token and locale when the keys are missing, empty or not plain names', () => {
    expect(cookieNamesOf('window.ROPC_CONFIG = {};')).toEqual({ token: 'token', locale: 'locale' });
    expect(cookieNamesOf("window.ROPC_CONFIG = { tokenCookie: '', localeCookie: 'a=b; c' };")).toEqual({
      token: 'token',
      locale: 'locale',
    });
  });

  it('falls back when the file does not run', () => {
    expect(cookieNamesOf('window.ROPC_CONFIG = {')).toEqual({ token: 'token', locale: 'locale' });
    expect(cookieNamesOf('while (true) {}')).toEqual({ token: 'token', locale: 'locale' });
  });
});
