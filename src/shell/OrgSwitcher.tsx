/**
 * The header's organisation switcher: every organisation of the user, in a menu under a button naming the current
 * one. Switching is session/currentOrg's switchOrganization (the main layout then remounts the page, so its data
 * reloads with the new x-bus-id). Not shown in alternate mode (the mode banner names the organisation). Built on
 * Dropdown and Menu, which the layout already loads: a searchable Select would add ~36 KB of gzipped JavaScript to every first load.
 */
import { ApartmentOutlined, DownOutlined } from '@ant-design/icons';
import { useModel } from '@umijs/max';
import { Button, Dropdown, Grid, Tooltip } from 'antd';
import { useState } from 'react';
import { useT } from '@/locales/t';
import { switchOrganization } from '@/session/currentOrg';

const MENU_STYLE = { maxHeight: '60vh', overflowY: 'auto' as const };

export default function OrgSwitcher() {
  const t = useT();
  const { initialState, refresh } = useModel('@@initialState');
  const screens = Grid.useBreakpoint();
  const [switching, setSwitching] = useState(false);
  const orgs = initialState?.orgList || [];
  if (initialState?.mode || !orgs.length) return null;
  const current = orgs.find((org) => org.busId === initialState?.currentOrgId);

  const choose = async (busId: string) => {
    const pending = switchOrganization(busId, initialState?.currentOrgId, refresh);
    if (!pending) return;
    setSwitching(true);
    try {
      await pending;
    } finally {
      setSwitching(false);
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      disabled={switching}
      menu={{
        selectable: true,
        selectedKeys: current ? [current.busId] : [],
        items: orgs.map((org) => ({ key: org.busId, label: org.name })),
        onClick: ({ key }) => choose(key),
        style: MENU_STYLE,
      }}
    >
      {/* The full name on hover and focus: the button shows as much as fits. */}
      <Tooltip title={current?.name} trigger={['hover', 'focus']} placement="bottom">
        <Button
          type="text"
          data-testid="org-switcher"
          aria-label={`${t('shell.org.label')}: ${current?.name || ''}`}
          loading={switching}
          icon={<ApartmentOutlined />}
          style={{ maxWidth: screens.md ? 260 : 140 }}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{current?.name}</span>
          <DownOutlined aria-hidden style={{ fontSize: 10 }} />
        </Button>
      </Tooltip>
    </Dropdown>
  );
}
