import { Space } from 'antd';
import AlarmBell from '@/components/AlarmBell';
import LanguageSwitcher from '@/components/LanguageSwitcher';
import OrgSwitcher from '@/components/OrgSwitcher';
import UserMenu from '@/components/UserMenu';
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
