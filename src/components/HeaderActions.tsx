import { Space } from 'antd';
import AlarmBell from '@/components/AlarmBell';
import LanguageSwitcher from '@/components/LanguageSwitcher';
import { lazy, Suspense } from 'react';
import UserMenu from '@/components/UserMenu';

// The switcher's searchable select is not needed to show the page: it loads alongside.
const OrgSwitcher = lazy(() => import('@/components/OrgSwitcher'));

/** The header: organisation switcher, alarm bell, language switcher, user menu. */
export default function HeaderActions() {
  return (
    <Space size={4} wrap={false}>
      <Suspense fallback={null}>
        <OrgSwitcher />
      </Suspense>
      <AlarmBell />
      <LanguageSwitcher />
      <UserMenu />
    </Space>
  );
}
