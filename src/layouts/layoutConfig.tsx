/** ProLayout settings of the main layout. The header actions live in components/HeaderActions. */
import type { RunTimeLayoutConfig } from '@umijs/max';
import { lazy, Suspense } from 'react';
import PageLoading from '@/components/PageLoading';
import HeaderActions from '@/components/HeaderActions';
import AccountPanels from '@/components/AccountPanels';
import AlarmCenter from '@/components/AlarmCenter';
import { getThemePreference } from '@/components/theme/preference';

type LayoutProps = Parameters<RunTimeLayoutConfig>[0];

// antd's Result illustrations are heavy: the 403 page loads only when shown.
const Forbidden = lazy(() => import('@/components/Forbidden'));

export function layoutConfig({ initialState }: LayoutProps): ReturnType<RunTimeLayoutConfig> {
  return {
    logo: '/logo.svg',
    layout: 'mix',
    fixSiderbar: true,
    menu: { locale: true },
    navTheme: getThemePreference() === 'dark' ? 'realDark' : 'light',
    unAccessible: (
      <Suspense fallback={<PageLoading />}>
        <Forbidden />
      </Suspense>
    ),
    // Drawers that open over any page from query parameters.
    childrenRender: (children) => (
      <>
        {children}
        <AlarmCenter />
        <AccountPanels />
      </>
    ),
    actionsRender: () => [<HeaderActions key="actions" nickname={initialState?.userInfo?.nickname} />],
  };
}
