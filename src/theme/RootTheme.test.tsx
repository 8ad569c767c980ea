import { StyleProvider } from '@ant-design/cssinjs';
import { render, screen } from '@testing-library/react';
import { AntdConfigContext } from '@@/plugin-antd/context';
import { Button, ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import RootTheme from './RootTheme';

const appTheme: ThemeConfig = {
  algorithm: antdTheme.defaultAlgorithm,
  token: { colorPrimary: '#0958d9', borderRadius: 6 },
};
/** What ProLayout's header gives its content. */
const headerTheme: ThemeConfig = {
  hashed: true,
  components: { Layout: { headerBg: 'transparent', bodyBg: 'transparent' } },
};

/** The antd style hash of a button: the components of one theme share one hash, and so their generated styles. */
const hashOf = (name: string) =>
  Array.from(screen.getByRole('button', { name }).classList).find((c) => /^css-/.test(c));

function renderApp(config: { theme?: ThemeConfig } | null) {
  render(
    <StyleProvider mock="server">
      <AntdConfigContext.Provider value={config!}>
        <ConfigProvider theme={appTheme}>
          <Button>page</Button>
          <ConfigProvider theme={headerTheme}>
            <Button>header</Button>
            <RootTheme>
              <Button>header action</Button>
            </RootTheme>
          </ConfigProvider>
        </ConfigProvider>
      </AntdConfigContext.Provider>
    </StyleProvider>,
  );
}

describe('RootTheme', () => {
  it("gives the header's components the page's style hash, which the header's own theme changes", () => {
    renderApp({ theme: appTheme });
    expect(hashOf('page')).toMatch(/^css-/);
    expect(hashOf('header')).not.toBe(hashOf('page'));
    expect(hashOf('header action')).toBe(hashOf('page'));
  });

  it('leaves the theme as it is outside the antd provider', () => {
    renderApp(null);
    expect(hashOf('header action')).toBe(hashOf('header'));
  });
});
