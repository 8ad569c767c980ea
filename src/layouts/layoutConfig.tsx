/** ProLayout settings of the main layout. The header actions live in components/HeaderActions. */
import type { RunTimeLayoutConfig } from '@umijs/max';
import Forbidden from '@/components/Forbidden';
import HeaderActions from '@/components/HeaderActions';

type LayoutProps = Parameters<RunTimeLayoutConfig>[0];

export function layoutConfig({ initialState }: LayoutProps): ReturnType<RunTimeLayoutConfig> {
  return {
    logo: '/logo.svg',
    layout: 'mix',
    fixSiderbar: true,
    menu: { locale: true },
    unAccessible: <Forbidden />,
    actionsRender: () => [<HeaderActions key="actions" nickname={initialState?.userInfo?.nickname} />],
  };
}
