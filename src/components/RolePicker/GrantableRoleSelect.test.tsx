import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ProForm } from '@ant-design/pro-components';
import { renderWithApp } from '@test/render';
import GrantableRoleSelect from './GrantableRoleSelect';

// The seeded Site supervisor: may add users, holds no role or settings code.
jest.mock('@/components/RolePicker/grants', () =>
  jest.requireActual('@test/grants').holding(['home', 'user', 'user:create', 'account', 'organization']),
);
jest.mock('@/services/ropc/role', () => ({
  listAllRoles: jest.fn().mockResolvedValue([
    {
      id: 'r-admin',
      name: 'Administrator',
      builtIn: 'default_admin',
      permissions: jest.requireActual('@/domain/permissions').ALL_CODES,
      userCount: 1,
      createdAt: '',
    },
    {
      id: 'r-user',
      name: 'Ordinary user',
      builtIn: 'default_user',
      permissions: ['home', 'user', 'account'],
      userCount: 1,
      createdAt: '',
    },
    { id: 'r-auditor', name: 'Auditor', builtIn: null, permissions: ['home', 'settings'], userCount: 0, createdAt: '' },
  ]),
}));

function renderPicker(locale: 'en-US' | 'ja-JP' | 'zh-CN' = 'en-US') {
  const onFinish = jest.fn();
  renderWithApp(
    <ProForm onFinish={onFinish} submitter={{ searchConfig: { submitText: 'Go' } }}>
      <GrantableRoleSelect open />
    </ProForm>,
    { locale },
  );
  return onFinish;
}

const option = (title: string) => document.querySelector(`.ant-select-item-option[title="${title}"]`);

describe('GrantableRoleSelect', () => {
  it('shows the roles with a permission the user lacks disabled, with the reason, and names them in the help', async () => {
    renderPicker();
    const select = await screen.findByLabelText('Role');
    const help = 'You can give only roles whose permissions you hold. Not available: Administrator and Auditor.';
    expect(await screen.findByText(help)).toBeVisible();
    // The select announces the help text on keyboard focus (a disabled option cannot take focus).
    const describedBy = select.getAttribute('aria-describedby') || '';
    expect(document.getElementById(describedBy)).toHaveTextContent(help);
    fireEvent.mouseDown(select);
    await waitFor(() => expect(option('Administrator')).not.toBeNull());
    expect(option('Administrator')).toHaveClass('ant-select-item-option-disabled');
    expect(option('Auditor')).toHaveClass('ant-select-item-option-disabled');
    expect(option('Ordinary user')).not.toHaveClass('ant-select-item-option-disabled');
    expect(option('Administrator')).toHaveTextContent('Not available: this role has permissions you do not hold.');
  });

  it('lets the user choose only what they may give', async () => {
    const onFinish = renderPicker();
    fireEvent.mouseDown(await screen.findByLabelText('Role'));
    await waitFor(() => expect(option('Administrator')).not.toBeNull());
    fireEvent.click(option('Administrator')!);
    fireEvent.click(screen.getByText('Go').closest('button')!);
    expect(await screen.findByText('Select a role')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
    fireEvent.click(option('Ordinary user')!);
    fireEvent.click(screen.getByText('Go').closest('button')!);
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ roleId: 'r-user' }));
  });

  it.each([
    ['ja-JP', 'ロール', '付与できるのは、自分が持っている権限だけのロールです。選択できないロール：管理者、Auditor'],
    ['zh-CN', '角色', '只能授予权限都在您自身权限范围内的角色。不可选：管理员和Auditor'],
  ] as const)('explains it in %s', async (locale, label, help) => {
    renderPicker(locale);
    await screen.findByLabelText(label);
    expect(await screen.findByText(help)).toBeInTheDocument();
  });
});
