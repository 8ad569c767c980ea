/**
 * The permission tree of a role: menus with their actions, translated; select all, and select all per menu.
 * Codes under `lock` (not held by the user, or the user's own role) are shown disabled with the reason.
 */
import { Alert, Checkbox, Empty, Space, Tree } from 'antd';
import { useMemo } from 'react';
import { useT } from '@/locales/t';
import { labelKeyOf } from '../permissionLabels';
import { allCodes, type CodeLock, keepLocked, lockNodes, nextCodes, toTreeData } from '../permissionTree';
import LockedCode from './LockedCode';

interface Props {
  nodes: API.PowerNode[];
  value?: string[];
  onChange?: (codes: string[]) => void;
  id?: string;
  lock?: CodeLock;
}

const NO_LOCK: CodeLock = { locked: () => false, reason: '' };

export default function PermissionTree({ nodes, value = [], onChange, id, lock = NO_LOCK }: Props) {
  const t = useT();
  const treeData = useMemo(() => {
    const label = (code: string) => {
      const key = labelKeyOf(code);
      return key ? t(key) : code;
    };
    const data = toTreeData(nodes, label, t('role.perm.view'), value);
    return lockNodes(data, lock, (node) => (
      <LockedCode reason={lock.reason} focusable={!lock.whole}>
        {node.title as string}
      </LockedCode>
    ));
  }, [nodes, t, value, lock]);
  const free = useMemo(() => allCodes(nodes).filter((code) => !lock.locked(code)), [nodes, lock]);
  const count = free.filter((code) => value.includes(code)).length;
  const change = (next: string[]) => onChange?.(keepLocked(next, value, lock));

  if (nodes.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} id={id}>
      {lock.whole ? <Alert type="info" showIcon message={lock.reason} /> : null}
      <Checkbox
        checked={free.length > 0 && count === free.length}
        indeterminate={count > 0 && count < free.length}
        disabled={free.length === 0}
        onChange={(e) => change(e.target.checked ? free : [])}
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
        onCheck={(checked) => change(nextCodes(nodes, value, Array.isArray(checked) ? checked : checked.checked))}
      />
    </Space>
  );
}
