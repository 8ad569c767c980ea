import { screen } from '@testing-library/react';
import { renderWithApp } from '@test/render';
import ConfigNotice from './ConfigNotice';

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  delete window.ROPC_CONFIG;
  warn.mockRestore();
});

const given = (config: Record<string, unknown>) => {
  window.ROPC_CONFIG = config as typeof window.ROPC_CONFIG;
};

describe('ConfigNotice', () => {
  it('shows nothing for a correct configuration', () => {
    given({ loginUrl: '/sso/login', assetCache: 'off' });
    renderWithApp(<ConfigNotice />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names a mistyped key, the key it was meant to be, and a malformed value with the default used instead', () => {
    given({ analytiks: 'none', assetCache: 'of', tokenCookie: 'sso_token' });
    renderWithApp(<ConfigNotice />);
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('The configuration of this deployment (config.js) has errors');
    expect(notice).toHaveTextContent(
      'Unknown key “analytiks” (value “none”): it is ignored. Did you mean “analytics”?',
    );
    expect(notice).toHaveTextContent('“assetCache” has an invalid value, “of”: the console uses “on” instead.');
    expect(notice).not.toHaveTextContent('tokenCookie');
    expect(notice).toHaveTextContent('docs/operations.md');
  });

  it.each([
    ['ja-JP', '不明なキー「analytiks」（値「none」）は無視されます。「analytics」の誤りではありませんか。'],
    ['zh-CN', '“assetCache”的值“of”无效，已改用“on”。'],
  ] as const)('speaks %s', (locale, text) => {
    given({ analytiks: 'none', assetCache: 'of' });
    renderWithApp(<ConfigNotice />, { locale });
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('says every key keeps its default when config.js assigns no object', () => {
    given('loginUrl=/sso' as unknown as Record<string, unknown>);
    renderWithApp(<ConfigNotice />);
    expect(screen.getByRole('alert')).toHaveTextContent('every key keeps its default');
  });
});
