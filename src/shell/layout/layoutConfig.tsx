/** ProLayout settings of the main layout. The header actions live in shell/HeaderActions. */
// The build swaps parts of the layout plugin (rules layout-exception, layout-right-render): docs/architecture.md,
// "Library modules replaced in production".
import type { RunTimeLayoutConfig } from '@umijs/max';
import { Link, Outlet } from '@umijs/max';
import type { ReactNode } from 'react';
import HeaderActions from '@/shell/HeaderActions';
import { AccountPanels } from '@/features/account';
import { AlarmCenter } from '@/features/alarms';
import SaveStyles from '@/speed/savedStyles/SaveStyles';
import AssetCache from '@/speed/assetCache/AssetCache';
import AfterPaint from '@/components/AfterPaint';
import ChunkErrorBoundary from '@/components/ChunkErrorBoundary';
import { MenuOutline, markLayoutShown } from '@/components/StartupShell';
import { getThemePreference } from '@/theme/preference';
import { LOGO_URL } from '../../../config/shared';
import { t } from '@/locales/t';
import MenuToggleA11y from './MenuToggleA11y';
import ShellContent from './ShellContent';
import './shell.css';

function content(children: ReactNode) {
  markLayoutShown(); // the page's own loading shows in the content area, not the app shell
  return (
    <>
      <ShellContent>{children}</ShellContent>
      <MenuToggleA11y />
      {/* Drawers that open over any page from query parameters. */}
      <AlarmCenter />
      <AccountPanels />
      <SaveStyles />
      <AssetCache />
    </>
  );
}

export function layoutConfig(): ReturnType<RunTimeLayoutConfig> {
  return {
    logo: LOGO_URL,
    title: t('title.platform'),
    layout: 'mix',
    fixSiderbar: true,
    menu: { locale: true },
    navTheme: getThemePreference() === 'dark' ? 'realDark' : 'light',
    rightContentRender: false,
    ErrorBoundary: ChunkErrorBoundary,
    // On a phone the menu is a drawer: close it once an entry is chosen.
    menuItemRender: (item, dom) =>
      item.isUrl || !item.path ? (
        dom
      ) : (
        <Link to={item.path} onClick={item.isMobile ? item.onClick : undefined}>
          {dom}
        </Link>
      ),
    // Umi decides "unaccessible" once per path; ShellContent re-decides from the live permissions.
    unAccessible: <>{content(<Outlet />)}</>,
    childrenRender: (children) => content(children),
    // The menu's entries, each a link with a tooltip, mount a painted frame after the page, as the header's
    // controls do: the first render holds the page's content. Until then the shell's bars hold their place.
    menuContentRender: (_, dom) => <AfterPaint placeholder={<MenuOutline />}>{dom}</AfterPaint>,
    actionsRender: () => [<HeaderActions key="actions" />],
  };
}
