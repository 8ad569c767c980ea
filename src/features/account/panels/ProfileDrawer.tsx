/**
 * My account: the signed-in user's profile, its edit form, the change-password form, the layout theme and, for a
 * user who sees alarms, desktop notifications of alarms.
 */
import { useModel } from '@umijs/max';
import { Drawer, Tabs } from 'antd';
import AppearanceSection from '@/theme/AppearanceSection';
import { useAlarmScope } from '@/features/alarms';
import { useT } from '@/locales/t';
import NotificationsTab from './NotificationsTab';
import PasswordForm from './PasswordForm';
import ProfileForm from './ProfileForm';
import ProfileSummary from './ProfileSummary';
import { orgInEffect } from '@/session/currentOrg';

export default function ProfileDrawer({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { initialState } = useModel('@@initialState');
  const currentOrgId = orgInEffect(initialState);
  const alarms = !!useAlarmScope();
  return (
    <Drawer open width="min(560px, 100vw)" title={t('profile.title')} onClose={onClose}>
      <ProfileSummary user={initialState?.userInfo} orgList={initialState?.orgList || []} currentOrgId={currentOrgId} />
      <Tabs
        style={{ marginTop: 16 }}
        items={[
          { key: 'profile', label: t('profile.tab.profile'), children: <ProfileForm /> },
          { key: 'password', label: t('profile.tab.password'), children: <PasswordForm /> },
          { key: 'appearance', label: t('profile.tab.appearance'), children: <AppearanceSection heading={false} /> },
          ...(alarms
            ? [{ key: 'notifications', label: t('profile.tab.notifications'), children: <NotificationsTab /> }]
            : []),
        ]}
      />
    </Drawer>
  );
}
