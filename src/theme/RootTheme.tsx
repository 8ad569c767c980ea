/**
 * Renders its children with the app's own antd theme (the one Umi's antd plugin gives the root ConfigProvider),
 * whatever part of ProLayout they sit in. ProLayout's header wraps its content in a ConfigProvider that overrides
 * the Layout component's tokens; antd hashes a theme with its overrides, so every component in the header had its
 * styles generated a second time under another hash (the Button's alone is 70 KB of CSS) on the first load. With
 * the root theme, they share the page's styles. The Layout tokens the header overrides style no component here.
 */
import { useAntdConfig } from '@umijs/max';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { type ReactNode, useMemo } from 'react';

export default function RootTheme({ children }: { children: ReactNode }) {
  // Null outside Umi's antd provider (a component test): the children keep the theme they are in.
  const theme = (useAntdConfig() as { theme?: ThemeConfig } | null)?.theme;
  const rootTheme = useMemo<ThemeConfig | undefined>(() => theme && { ...theme, inherit: false }, [theme]);
  return rootTheme ? <ConfigProvider theme={rootTheme}>{children}</ConfigProvider> : <>{children}</>;
}
