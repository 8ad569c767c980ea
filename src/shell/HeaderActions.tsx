import { Space } from 'antd';
import AfterPaint from '@/components/AfterPaint';
import { AlarmBell } from '@/features/alarms';
import LanguageSwitcher from '@/shell/LanguageSwitcher';
import { OrgSettingsButton } from '@/features/account';
import { OrgSwitcher } from '@/features/organizations';
import UserMenu from '@/shell/UserMenu';
import HelpMenu from '@/shell/help/HelpMenu';
import { PaletteButton } from '@/features/palette';
import RootTheme from '@/theme/RootTheme';

/**
 * The header: search (command palette), organisation switcher and the organisation's settings, alarm bell, help, language switcher, user menu. In the
 * app's own theme, so that they share the page's antd styles (RootTheme).
 *
 * They mount one painted frame after the layout: the first render of a page then holds the page's content, not six
 * dropdowns, tooltips and badges with their styles (a throttled first load of /home showed its figures ~0.4 s
 * sooner). Until then their place in the header is empty.
 */
export default function HeaderActions() {
  return (
    <AfterPaint>
      <RootTheme>
        <Space size={4} wrap={false} className="header-actions" data-testid="header-actions">
          <PaletteButton />
          <OrgSwitcher />
          <OrgSettingsButton />
          <AlarmBell />
          <HelpMenu />
          <LanguageSwitcher />
          <UserMenu />
        </Space>
      </RootTheme>
    </AfterPaint>
  );
}
