/**
 * A menu of the header: an icon button named by its label (its tooltip too) that opens the menu on a click, and
 * from the keyboard (Dropdown's menu roles and arrow keys). The language switcher and Help are such menus.
 */
import { Button, Dropdown, type DropdownProps } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  icon: ReactNode;
  label: string;
  testId: string;
  menu: DropdownProps['menu'];
  /** Shown beside the icon, where there is room. */
  children?: ReactNode;
}

export default function HeaderMenu({ icon, label, testId, menu, children }: Props) {
  return (
    <Dropdown trigger={['click']} menu={menu}>
      <Button type="text" icon={icon} aria-label={label} title={label} data-testid={testId}>
        {children}
      </Button>
    </Dropdown>
  );
}
