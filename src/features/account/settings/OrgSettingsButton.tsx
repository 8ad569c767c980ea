/**
 * Platform Settings, as the organisation's: a gear beside the organisation switcher, named after the organisation
 * in effect (time zone, notification language, muted alarm types apply to everyone in it). With the `settings`
 * code only; opens the ?panel=settings drawer.
 */
import { SettingOutlined } from '@ant-design/icons';
import { useAccess, useModel } from '@umijs/max';
import { Button, Tooltip } from 'antd';
import { usePanelUrl } from '../panels/panelUrl';
import { useT } from '@/locales/t';
import { orgInEffect, orgNameOf } from '@/session/currentOrg';

export default function OrgSettingsButton() {
  const t = useT();
  const access = useAccess();
  const { initialState } = useModel('@@initialState');
  const { open } = usePanelUrl();
  if (!access.settings) return null;
  const busId = orgInEffect(initialState);
  const label = t('shell.org.settings', { name: orgNameOf(initialState, busId) || busId || '' });
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        data-testid="org-settings"
        aria-label={label}
        icon={<SettingOutlined />}
        onClick={() => open('settings')}
      />
    </Tooltip>
  );
}
