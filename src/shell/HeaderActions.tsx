import { Space } from 'antd';
import AlarmBell from '@/shell/AlarmBell';
import LanguageSwitcher from '@/shell/LanguageSwitcher';
import OrgSwitcher from '@/shell/OrgSwitcher';
import UserMenu from '@/shell/UserMenu';

/** The header: organisation switcher, alarm bell, language switcher, user menu. */
export default function HeaderActions() {
  return (
    <Space size={4} wrap={false}>
      <OrgSwitcher />
      <AlarmBell />
      <LanguageSwitcher />
      <UserMenu />
    </Space>
  );
}
