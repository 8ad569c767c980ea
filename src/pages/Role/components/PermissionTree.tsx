/** The permission tree of a role: menus with their actions, translated; select all, and select all per menu. */
import { Checkbox, Empty, Space, Tree } from 'antd';
import { useMemo } from 'react';
import { useT } from '@/locales/t';
import { labelKeyOf } from '../permissionLabels';
import { allCodes, nextCodes, toTreeData } from '../permissionTree';

interface Props {
  nodes: API.PowerNode[];
  value?: string[];
  onChange?: (codes: string[]) => void;
  id?: string;
}

export default function PermissionTree({ nodes, value = [], onChange, id }: Props) {
  const t = useT();
  const treeData = useMemo(() => {
    const label = (code: string) => {
      const key = labelKeyOf(code);
      return key ? t(key) : code;
    };
    return toTreeData(nodes, label, t('role.perm.view'), value);
  }, [nodes, t, value]);
  const every = useMemo(() => allCodes(nodes), [nodes]);
  const count = every.filter((code) => value.includes(code)).length;

  if (nodes.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} id={id}>
      <Checkbox
        checked={count === every.length}
        indeterminate={count > 0 && count < every.length}
        onChange={(e) => onChange?.(e.target.checked ? every : [])}
      >
        {t('role.field.selectAll')}
      </Checkbox>
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        treeData={treeData}
        checkedKeys={value}
        aria-label={t('role.field.permissions')}
        onCheck={(checked) => onChange?.(nextCodes(nodes, value, Array.isArray(checked) ? checked : checked.checked))}
      />
    </Space>
  );
}
