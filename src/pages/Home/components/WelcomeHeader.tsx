/** Who is here and where: the welcome message, the current organisation, and the entry actions they may use. */
import { ApartmentOutlined, ShopOutlined } from '@ant-design/icons';
import { useAccess, useModel, useNavigate } from '@umijs/max';
import { Button, Flex, Space, theme } from 'antd';
import { Text, Heading } from '@/components/PlainText';
import { memo } from 'react';
import { useIsolatedT } from '@/locales/isolated';
import Truncated from '@/components/ResponsiveTable/Truncated';
import { useT } from '@/locales/t';
import PageHelpLink from '@/components/help/PageHelpLink';
import { orgInEffect, orgNameOf } from '@/session/currentOrg';

function WelcomeHeader() {
  const t = useT();
  const ti = useIsolatedT();
  const navigate = useNavigate();
  const access = useAccess();
  const { token } = theme.useToken();
  const { initialState } = useModel('@@initialState');
  const orgName = orgNameOf(initialState, orgInEffect(initialState));
  return (
    <Flex wrap gap={16} justify="space-between" align="center" style={{ marginBottom: 16 }}>
      <div style={{ minWidth: 0, maxWidth: '100%' }}>
        <Heading level={2} style={{ margin: 0, fontSize: 24 }}>
          <Truncated max="100%">{ti('layout.welcome', { name: initialState?.userInfo?.nickname || '' })}</Truncated>
        </Heading>
        {orgName !== undefined ? (
          <Flex gap={4} style={{ color: token.colorTextSecondary, minWidth: 0 }}>
            <span style={{ whiteSpace: 'nowrap' }}>{t('home.currentOrg')}</span>
            <Text strong style={{ minWidth: 0 }}>
              <Truncated max="100%">{orgName}</Truncated>
            </Text>
          </Flex>
        ) : null}
      </div>
      <Space wrap size="middle">
        <PageHelpLink />
        {access.organization ? (
          <Button icon={<ApartmentOutlined />} onClick={() => navigate('/organization')}>
            {t('home.action.manageOrganization')}
          </Button>
        ) : null}
        {access.manufacturer ? (
          <Button icon={<ShopOutlined />} onClick={() => navigate('/manufacturer')}>
            {t('home.action.manageManufacturer')}
          </Button>
        ) : null}
      </Space>
    </Flex>
  );
}

// It takes no props: a render of the page (a period switch) does not render it again.
export default memo(WelcomeHeader);
