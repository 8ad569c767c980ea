/**
 * Platform Settings: the current organisation's settings (with the settings code; editable with settings:update),
 * opened from the header beside the organisation switcher. The user's own theme lives in My account.
 */
import { useAccess, useModel } from '@umijs/max';
import { Alert, Button, Drawer, Skeleton, Typography } from 'antd';
import { loadOrgSettings } from '../settings/load';
import { useOrgSettingsEntry } from '@/session/orgSettings';
import { useT } from '@/locales/t';
import NoSettingsPermission from './NoSettingsPermission';
import SettingsForm from './SettingsForm';
import { orgNameOf } from '@/session/currentOrg';

interface Props {
  onClose: () => void;
  onOpenProfile: () => void;
}

function OrgSection() {
  const t = useT();
  const access = useAccess();
  const { initialState } = useModel('@@initialState');
  const { busId, entry } = useOrgSettingsEntry();
  const orgName = orgNameOf(initialState, busId) || busId || '';
  const settings = entry?.settings;

  return (
    <section aria-labelledby="org-settings-heading">
      <Typography.Title level={3} id="org-settings-heading" style={{ fontSize: 16, marginTop: 0 }}>
        {t('settings.org.heading', { name: orgName })}
      </Typography.Title>
      {!access['settings:update'] ? (
        <Alert type="info" showIcon message={t('settings.readOnly')} style={{ marginBottom: 16 }} />
      ) : null}
      {settings?.inherited && access['settings:update'] ? (
        <Alert type="info" message={t('settings.inherited')} style={{ marginBottom: 16 }} />
      ) : null}
      {settings ? (
        // A save or an organisation switch gives the form fresh values.
        <SettingsForm
          key={`${settings.busId}:${settings.updatedAt}`}
          settings={settings}
          readOnly={!access['settings:update']}
        />
      ) : entry?.state === 'error' ? (
        <Alert
          type="error"
          showIcon
          message={t('settings.loadFailed')}
          action={
            <Button size="small" onClick={() => busId && loadOrgSettings(busId, { force: true })}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
    </section>
  );
}

export default function SettingsDrawer({ onClose, onOpenProfile }: Props) {
  const t = useT();
  const access = useAccess();
  return (
    <Drawer open width="min(640px, 100vw)" title={t('settings.title')} onClose={onClose}>
      {access.settings ? <OrgSection /> : <NoSettingsPermission onOpenProfile={onOpenProfile} />}
    </Drawer>
  );
}
