jest.mock('@umijs/max', () => ({ history: { replace: jest.fn(), push: jest.fn() } }));
jest.mock('./navigation', () => ({ browser: { replace: jest.fn(), assign: jest.fn() } }));

function load() {
  jest.resetModules();
  const { browser } = jest.requireMock('./navigation') as { browser: { replace: jest.Mock; assign: jest.Mock } };
  const { history } = jest.requireMock('@umijs/max') as { history: { replace: jest.Mock; push: jest.Mock } };
  return { browser, history, ...(require('./redirects') as typeof import('./redirects')) };
}

beforeEach(() => {
  delete window.ROPC_CONFIG;
  window.history.replaceState(null, '', '/home');
});

describe('withRedirect', () => {
  it('encodes the address once', () => {
    const { withRedirect } = load();
    const url = withRedirect('/mock-login', '/user?current=2&pageSize=10#top');
    expect(url).toBe('/mock-login?redirect=%2Fuser%3Fcurrent%3D2%26pageSize%3D10%23top');
    expect(new URL(url, 'http://localhost').searchParams.get('redirect')).toBe('/user?current=2&pageSize=10#top');
  });

  it('replaces a redirect already in the base instead of adding a second one', () => {
    const { withRedirect } = load();
    const url = withRedirect('/mock-login?redirect=%2Fold', '/home');
    expect(new URL(url, 'http://localhost').searchParams.getAll('redirect')).toEqual(['/home']);
  });

  it.each(['//evil.example', 'https://evil.example/', 'javascript:alert(1)'])(
    'never sends the user back to %s',
    (target) => {
      const { withRedirect } = load();
      expect(withRedirect('/mock-login', target)).toBe('/mock-login?redirect=%2Fhome');
    },
  );

  it('gives an identity service on another origin the absolute address', () => {
    const { withRedirect } = load();
    expect(withRedirect('https://id.example.test/login?app=1', '/role')).toBe(
      `https://id.example.test/login?app=1&redirect=${encodeURIComponent(`${window.location.origin}/role`)}`,
    );
  });
});

describe('currentAddress', () => {
  it('keeps path, query and hash but drops a redirect parameter', () => {
    const { currentAddress } = load();
    window.history.replaceState(null, '', '/?mode=distributor&busId=org-2&redirect=%2Fx#a');
    expect(currentAddress()).toBe('/?mode=distributor&busId=org-2#a');
  });
});

describe('goToLogin', () => {
  it('leaves once, however often it is asked', () => {
    const { goToLogin, browser, isLeaving } = load();
    expect(isLeaving()).toBe(false);
    goToLogin();
    goToLogin('/other');
    expect(browser.replace).toHaveBeenCalledTimes(1);
    expect(browser.replace).toHaveBeenCalledWith('/mock-login?redirect=%2Fhome');
    expect(isLeaving()).toBe(true);
  });
});

describe('in-app destinations', () => {
  it('goToNoAuth replaces the entry with /noAuth unless already there', () => {
    const { goToNoAuth, history } = load();
    goToNoAuth();
    window.history.replaceState(null, '', '/noAuth');
    goToNoAuth();
    expect(history.replace.mock.calls).toEqual([['/noAuth']]);
  });

  it('goToException puts errorCode and errorMessage in the query', () => {
    const { goToException, history } = load();
    goToException('E1', 'a&b=c');
    expect(history.push).toHaveBeenCalledWith('/exception?errorCode=E1&errorMessage=a%26b%3Dc');
  });
});

// eslint-disable-next-line jest/no-export -- a module, not a script: each test file has its own load()
export {};
