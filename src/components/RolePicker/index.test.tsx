import { render, screen } from '@testing-library/react';
import { getIntl, RawIntlProvider } from '@umijs/max';
import { useRoleLabel } from '.';

jest.mock('@/services/ropc/role', () => ({ listAllRoles: jest.fn().mockResolvedValue([]) }));

function Labels() {
  const label = useRoleLabel();
  return (
    <ul>
      <li>{label({ name: 'Administrator', builtIn: 'default_admin' })}</li>
      <li>{label({ roleName: 'Ordinary user', builtIn: 'default_user' })}</li>
      <li>{label({ name: 'default_user' })}</li>
      <li>{label({ name: 'Site supervisor', builtIn: null })}</li>
      <li>{label({ name: 'Owners', builtIn: 'default_admin' })}</li>
    </ul>
  );
}

describe('useRoleLabel', () => {
  it.each([
    ['en-US', 'Administrator', 'Ordinary user'],
    ['ja-JP', '管理者', '一般ユーザー'],
    ['zh-CN', '管理员', '普通用户'],
  ])('translates the default roles in %s until renamed, and keeps other names', (locale, admin, user) => {
    render(
      <RawIntlProvider value={getIntl(locale, true)}>
        <Labels />
      </RawIntlProvider>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      admin,
      user,
      user,
      'Site supervisor',
      'Owners',
    ]);
  });
});
