import { clearSession, storedMode, storedOrgId, storedToken, tokenCookie } from './storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

it('clearSession forgets token, organisation, mode and the login-token cookie', () => {
  localStorage.setItem('token', 't');
  localStorage.setItem('currentOrgId', 'o');
  sessionStorage.setItem('mode', '{"mode":"m","busId":"b"}');
  document.cookie = 'token=t; path=/';
  clearSession();
  expect([storedToken.get(), storedOrgId.get(), storedMode.get(), tokenCookie.get()]).toEqual(['', '', null, '']);
});

it.each(['not json', '{"mode":"m"}', '{"busId":"b"}', 'null', '[]'])('ignores a damaged mode state %s', (raw) => {
  sessionStorage.setItem('mode', raw);
  expect(storedMode.get()).toBeNull();
});

it('keeps working when storage is disabled (privacy mode)', () => {
  const failing = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('SecurityError');
  });
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('SecurityError');
  });
  expect(storedToken.get()).toBe('');
  expect(storedMode.get()).toBeNull();
  expect(() => storedOrgId.set('o')).not.toThrow();
  failing.mockRestore();
  jest.restoreAllMocks();
});
