/** A role's permissions at a glance: the menus it opens (translated) and how many actions it allows. */
import { Space, Tag, Typography } from 'antd';
import { useT } from '@/locales/t';
import { labelKeyOf } from '../permissionLabels';
import { summarize } from '../permissionTree';

export default function PermissionSummary({ permissions }: { permissions: string[] }) {
  const t = useT();
  const { menus, actions } = summarize(permissions);
  if (menus.length === 0 && actions === 0) return <Typography.Text>{t('role.summary.none')}</Typography.Text>;
  return (
    <Space size={[4, 4]} wrap>
      {menus.map((code) => {
        const key = labelKeyOf(code);
        return <Tag key={code}>{key ? t(key) : code}</Tag>;
      })}
      {actions > 0 ? <Typography.Text>{t('role.summary.actions', { count: actions })}</Typography.Text> : null}
    </Space>
  );
}
