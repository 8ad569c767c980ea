/**
 * Stands in for pro-layout's useCurrentMenuLayoutProps (wired in config/bundle.ts). The original copies the current
 * menu entry's layout settings into state from an effect, so every layout mount rendered the whole layout a second
 * time to set an object of undefined values (the console's routes set none of them). The same settings, derived in
 * the render that needs them.
 */
import { omitUndefined } from '@ant-design/pro-utils';
import { useMemo } from 'react';

interface MenuEntry {
  layout?: unknown;
  navTheme?: unknown;
  menuRender?: unknown;
  footerRender?: unknown;
  menuHeaderRender?: unknown;
  headerRender?: unknown;
  fixSiderbar?: unknown;
}

export function useCurrentMenuLayoutProps(currentMenu: MenuEntry) {
  const { layout, navTheme, menuRender, footerRender, menuHeaderRender, headerRender, fixSiderbar } = currentMenu;
  return useMemo(
    () =>
      omitUndefined({
        layout: typeof layout !== 'object' ? layout : undefined,
        navTheme,
        menuRender,
        footerRender,
        menuHeaderRender,
        headerRender,
        fixSiderbar,
      }),
    [layout, navTheme, menuRender, footerRender, menuHeaderRender, headerRender, fixSiderbar],
  );
}
