import { Space } from 'antd';
import AlarmBell from '@/shell/AlarmBell';
import LanguageSwitcher from '@/shell/LanguageSwitcher';
import OrgSwitcher from '@/shell/OrgSwitcher';
import UserMenu from '@/shell/UserMenu';
import HelpMenu from '@/shell/help/HelpMenu';
import PaletteButton from '@/shell/palette/PaletteButton';
import RootTheme from '@/shell/theme/RootTheme';

/**
 * The header: search (command palette), organisation switcher, alarm bell, help, language switcher, user menu. In the
 * app's own theme, so that they share the page's antd styles (RootTheme).
 */
export default function HeaderActions() {
  return (
    <RootTheme>
      <Space size={4} wrap={false}>
        <PaletteButton />
        <OrgSwitcher />
        <AlarmBell />
        <HelpMenu />
        <LanguageSwitcher />
        <UserMenu />
      </Space>
    </RootTheme>
  );
}
