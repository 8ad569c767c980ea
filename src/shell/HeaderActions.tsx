import { Space } from 'antd';
import AlarmBell from '@/shell/AlarmBell';
import LanguageSwitcher from '@/shell/LanguageSwitcher';
import OrgSwitcher from '@/shell/OrgSwitcher';
import UserMenu from '@/shell/UserMenu';
import HelpMenu from '@/shell/help/HelpMenu';
import PaletteButton from '@/shell/palette/PaletteButton';

/** The header: search (command palette), organisation switcher, alarm bell, help, language switcher, user menu. */
export default function HeaderActions() {
  return (
    <Space size={4} wrap={false}>
      <PaletteButton />
      <OrgSwitcher />
      <AlarmBell />
      <HelpMenu />
      <LanguageSwitcher />
      <UserMenu />
    </Space>
  );
}
