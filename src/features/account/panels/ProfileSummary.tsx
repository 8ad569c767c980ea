/** Who the signed-in user is: account, nickname, contacts, role here and the organisations of the session. */
import { Descriptions, Flex, Tag, Typography } from 'antd';
import { useRoleLabel } from '@/components/RolePicker';
import { useT } from '@/locales/t';
import UserInitial from '@/components/UserInitial';

interface Props {
  user?: API.UserInfo;
  orgList: API.OrgListItem[];
  currentOrgId?: string;
}

export default function ProfileSummary({ user, orgList, currentOrgId }: Props) {
  const t = useT();
  const roleLabel = useRoleLabel();
  const notSet = <Typography.Text type="secondary">{t('profile.notSet')}</Typography.Text>;
  const name = user?.nickname || user?.account || '';
  return (
    <>
      <Flex align="center" gap={12} style={{ marginBottom: 16 }}>
        <UserInitial name={name} size={48} fontSize={20} />
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={3} style={{ margin: 0, fontSize: 18 }} data-testid="profile-name">
            {name}
          </Typography.Title>
          <Typography.Text type="secondary">{user?.account}</Typography.Text>
        </div>
      </Flex>
      <Descriptions
        size="small"
        bordered
        column={1}
        styles={{ label: { width: 140 } }}
        items={[
          { key: 'account', label: t('profile.field.account'), children: user?.account || notSet },
          { key: 'nickname', label: t('profile.field.nickname'), children: user?.nickname || notSet },
          { key: 'email', label: t('profile.field.email'), children: user?.email || notSet },
          { key: 'phone', label: t('profile.field.phone'), children: user?.phone || notSet },
          {
            key: 'role',
            label: t('profile.field.role'),
            children: user?.roleName ? roleLabel({ roleName: user.roleName, builtIn: user.roleBuiltIn }) : notSet,
          },
          {
            key: 'orgs',
            label: t('profile.field.organizations'),
            children: orgList.length ? (
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {orgList.map((org) => (
                  <li key={org.busId}>
                    {org.name}
                    {org.busId === currentOrgId ? (
                      <Tag color="blue" bordered={false} style={{ marginInlineStart: 8 }}>
                        {t('profile.org.current')}
                      </Tag>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              notSet
            ),
          },
        ]}
      />
    </>
  );
}
