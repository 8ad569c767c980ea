// /account shows each action only to a role that has its action code.
import { configure, screen, within } from '@testing-library/react';
import { useAccess } from '@umijs/max';
import { renderWithApp } from '../../../tests/setup/render';
import { listAccounts } from '@/services/ropc/account';
import AccountPage from '.';

configure({ asyncUtilTimeout: 5000 });

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('@umijs/max'),
  useAccess: jest.fn(),
  useModel: () => ({ initialState: { userInfo: { userId: 'u-admin' }, permissions: [] }, refresh: jest.fn() }),
}));
jest.mock('@/services/ropc/account', () => ({ listAccounts: jest.fn(), updateAccount: jest.fn(), resetAccountPassword: jest.fn(), deleteAccount: jest.fn() }));
jest.mock('@/services/ropc/role', () => ({ listAllRoles: jest.fn().mockResolvedValue([]) }));

const member = (userId: string, account: string): API.Member => ({
  userId,
  account,
  nickname: '',
  roleId: 'org-1-user',
  roleName: 'Ordinary user',
  builtIn: 'default_user',
  remark: '',
  createdAt: '2026-11-01T00:00:00.000Z',
});

const ALL = { 'account:update': true, 'account:reset': true, 'account:delete': true };

beforeEach(() => {
  jest.mocked(listAccounts).mockResolvedValue({ list: [member('u-admin', 'admin@harbour.example'), member('u-operator', 'operator@harbour.example')], total: 2 });
});

async function renderPage(access: Record<string, boolean>) {
  jest.mocked(useAccess).mockReturnValue(access as never);
  renderWithApp(<AccountPage />, { route: '/account' });
  return (await screen.findByText('operator@harbour.example')).closest('tr')!;
}

describe('AccountPage actions', () => {
  it('offers edit, reset password and delete (but not deleting oneself) with every code', async () => {
    const row = await renderPage(ALL);
    expect(within(row).getByText('Edit')).toBeInTheDocument();
    expect(within(row).getByText('Reset password')).toBeInTheDocument();
    expect(within(row).getByText('Delete')).toBeInTheDocument();
    expect(within(screen.getByText('admin@harbour.example').closest('tr')!).queryByText('Delete')).toBeNull();
  });

  it('hides Reset password without account:reset', async () => {
    const row = await renderPage({ ...ALL, 'account:reset': false });
    expect(within(row).queryByText('Reset password')).toBeNull();
    expect(within(row).getByText('Delete')).toBeInTheDocument();
  });

  it('hides Delete without account:delete', async () => {
    const row = await renderPage({ ...ALL, 'account:delete': false });
    expect(within(row).queryByText('Delete')).toBeNull();
    expect(within(row).getByText('Reset password')).toBeInTheDocument();
  });

  it('hides Edit without account:update', async () => {
    const row = await renderPage({ ...ALL, 'account:update': false });
    expect(within(row).queryByText('Edit')).toBeNull();
  });
});
