// /account shows each action only to a role that has its action code.
import { within } from '@testing-library/react';
import { ownRow, renderWithAccess, TWO_PEOPLE } from '@test/peoplePage';
import { listAccounts } from '@/services/ropc/account';
import AccountPage from '.';

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('@umijs/max'),
  useAccess: jest.fn(),
  useModel: () => ({ initialState: { userInfo: { userId: 'u-admin' }, permissions: [] }, refresh: jest.fn() }),
}));
jest.mock('@/services/ropc/account', () => ({ listAccounts: jest.fn(), updateAccount: jest.fn(), resetAccountPassword: jest.fn(), deleteAccount: jest.fn() }));
jest.mock('@/services/ropc/role', () => ({ listAllRoles: jest.fn().mockResolvedValue([]) }));

const ALL = { 'account:update': true, 'account:reset': true, 'account:delete': true };

beforeEach(() => {
  jest.mocked(listAccounts).mockResolvedValue(TWO_PEOPLE);
});

const renderPage = (access: Record<string, boolean>) => renderWithAccess(<AccountPage />, '/account', access);

describe('AccountPage actions', () => {
  it('offers edit, reset password and delete (but not deleting oneself) with every code', async () => {
    const row = await renderPage(ALL);
    expect(within(row).getByText('Edit')).toBeInTheDocument();
    expect(within(row).getByText('Reset password')).toBeInTheDocument();
    expect(within(row).getByText('Delete')).toBeInTheDocument();
    expect(within(ownRow()).queryByText('Delete')).toBeNull();
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
