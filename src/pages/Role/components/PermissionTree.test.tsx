import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithApp } from '@test/render';
import PermissionTree from './PermissionTree';

const nodes: API.PowerNode[] = [
  { code: 'home', menu: true, actions: [] },
  { code: 'role', menu: true, actions: ['role:create', 'role:update', 'role:delete'] },
];

let latest: string[] = [];
function Harness({ initial = [] as string[] }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return <PermissionTree nodes={nodes} value={value} onChange={setValue} />;
}

// jsdom does not name tree items from their content; find the node by its title.
const item = (name: string) => screen.getByText(name).closest('[role="treeitem"]');

describe('PermissionTree', () => {
  it('names menus and actions in the UI language', () => {
    renderWithApp(<Harness />, { locale: 'zh-CN' });
    expect(screen.getByText('角色管理')).toBeInTheDocument();
    expect(screen.getByText('删除角色')).toBeInTheDocument();
    expect(screen.getByText('查看页面')).toBeInTheDocument();
  });

  it('selects a whole menu from the menu, and the page with an action', () => {
    renderWithApp(<Harness />);
    fireEvent.click(screen.getByText('Role Management'));
    expect(latest).toEqual(['role', 'role:create', 'role:update', 'role:delete']);
    expect(item('Role Management')).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByText('Open the page'));
    expect(latest).toEqual([]);
    fireEvent.click(screen.getByText('Edit roles'));
    expect(latest).toEqual(['role', 'role:update']);
    expect(item('Role Management')).toHaveAttribute('aria-checked', 'mixed');
  });

  it('selects and clears everything at once', () => {
    renderWithApp(<Harness initial={['home']} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(latest).toEqual(['home', 'role', 'role:create', 'role:update', 'role:delete']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(latest).toEqual([]);
  });
});
