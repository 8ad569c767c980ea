/**
 * The user menu: the nickname, My account (a drawer opened by ?panel=profile) and Log Out. Platform Settings are
 * the organisation's, not the person's: the header's OrgSettingsButton opens them.
 */
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useModel } from '@umijs/max';
import { Button, Dropdown, Grid, Tooltip, type MenuProps } from 'antd';
import { usePanelUrl } from '@/features/account';
import '@/components/ResponsiveTable/responsiveTable.css';
import { useT } from '@/locales/t';
import { logoutAndLeave } from '@/session/logout';
import UserInitial from '@/components/UserInitial';

export default function UserMenu() {
  const t = useT();
  const screens = Grid.useBreakpoint();
  const { initialState } = useModel('@@initialState');
  const { open } = usePanelUrl();
  const nickname = initialState?.userInfo?.nickname || initialState?.userInfo?.account || '';

  const items: MenuProps['items'] = [
    // A plain cut line with a title: a tooltip here would put aria-describedby inside the menu's group title (axe).
    {
      key: 'who',
      type: 'group',
      label: (
        <span className="truncated" style={{ maxWidth: 'min(16em, 70vw)' }} title={nickname}>
          {nickname}
        </span>
      ),
    },
    { key: 'profile', icon: <UserOutlined />, label: t('shell.user.profile') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') logoutAndLeave();
    else open('profile');
  };

  return (
    <Dropdown trigger={['click']} menu={{ items, onClick }}>
      <Tooltip title={screens.md ? nickname : undefined} trigger={['hover', 'focus']} placement="bottomRight">
        <Button type="text" aria-label={t('shell.user.menu')} data-testid="user-menu" style={{ paddingInline: 4 }}>
          <UserInitial name={nickname} size={24} fontSize={14} />
          {screens.md ? (
            <span className="truncated" style={{ marginInlineStart: 8, maxWidth: '10em' }}>
              {nickname}
            </span>
          ) : null}
        </Button>
      </Tooltip>
    </Dropdown>
  );
}
