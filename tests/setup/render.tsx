// Renders a component inside the providers the app gives it: intl for a locale, antd's locale, a router.
import { render, type RenderOptions } from '@testing-library/react';
import { getIntl, RawIntlProvider } from '@umijs/max';
import { setIntl } from '@@/plugin-locale/localeExports';
import { StyleProvider } from '@ant-design/cssinjs';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import jaJP from 'antd/locale/ja_JP';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

const antdLocales = { 'en-US': enUS, 'ja-JP': jaJP, 'zh-CN': zhCN };
export type TestLocale = keyof typeof antdLocales;

export function renderWithApp(
  ui: ReactElement,
  { locale = 'en-US', route = '/', ...options }: { locale?: TestLocale; route?: string } & RenderOptions = {},
) {
  setIntl(locale); // the global intl too, so t() outside React speaks the same language
  const intl = getIntl(locale, true);
  // antd's styles are kept out of jsdom's document (collected as on a server): jsdom lays nothing out, and matching
  // every element against antd's thousands of rules made getComputedStyle most of the suite's time (AddUserForm:
  // 44 s -> 10 s). No test here reads a style that comes from antd's stylesheet.
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <StyleProvider mock="server">
      <RawIntlProvider value={intl}>
        <ConfigProvider locale={antdLocales[locale]}>
          <App>
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          </App>
        </ConfigProvider>
      </RawIntlProvider>
    </StyleProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
