/** ProLayout settings of the main layout. The header actions live in components/HeaderActions. */
import type { RunTimeLayoutConfig } from '@umijs/max';
import Forbidden from '@/components/Forbidden';
import HeaderActions from '@/components/HeaderActions';
import AccountPanels from '@/components/AccountPanels';
import AlarmCenter from '@/components/AlarmCenter';
import { getThemePreference } from '@/components/theme/preference';

type LayoutProps = Parameters<RunTimeLayoutConfig>[0];

export function layoutConfig({ initialState }: LayoutProps): ReturnType<RunTimeLayoutConfig> {
  return {
    logo: '/logo.svg',
    layout: 'mix',
    fixSiderbar: true,
    menu: { locale: true },
    navTheme: getThemePreference() === 'dark' ? 'realDark' : 'light',
    unAccessible: <Forbidden />,
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
