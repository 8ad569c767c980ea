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

describe('PermissionTree with codes the user may not change', () => {
  const notHeld = { locked: (code: string) => code === 'role:delete', reason: 'You do not hold this one.' };

  function Locked({ initial = [] as string[], lock = notHeld as Parameters<typeof PermissionTree>[0]['lock'] }) {
    const [value, setValue] = useState(initial);
    latest = value;
    return <PermissionTree nodes={nodes} value={value} onChange={setValue} lock={lock} />;
  }

  it('shows a code the user does not hold disabled, the reason reachable by keyboard', () => {
    renderWithApp(<Locked />);
    const name = screen.getByText('Delete roles');
    expect(name.closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')).toHaveClass(
      'ant-tree-checkbox-disabled',
    );
    expect(name).toHaveAttribute('tabindex', '0');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)).toHaveTextContent(
      'You do not hold this one.',
    );
    fireEvent.click(name);
    expect(latest).toEqual([]);
  });

  it('selects all it may, and keeps a locked code as it was', () => {
    renderWithApp(<Locked />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(latest).toEqual(['home', 'role', 'role:create', 'role:update']);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeChecked();
    fireEvent.click(screen.getByText('Role Management'));
    expect(latest).toEqual(['home']);
  });

  it("locks every code of the user's own role, with one notice", () => {
    const own = { locked: () => true, reason: 'This is your own role.', whole: true };
    renderWithApp(<Locked initial={['home', 'role']} lock={own} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This is your own role.');
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeDisabled();
    fireEvent.click(screen.getByText('Edit roles'));
    fireEvent.click(screen.getByText('Home'));
    expect(latest).toEqual(['home', 'role']);
    expect(screen.getByText('Home')).not.toHaveAttribute('tabindex');
  });
});
