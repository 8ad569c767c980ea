import { Space } from 'antd';
import AlarmBell from '@/components/AlarmBell';
import LanguageSwitcher from '@/components/LanguageSwitcher';
import OrgSwitcher from '@/components/OrgSwitcher';
import UserMenu from '@/components/UserMenu';

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
