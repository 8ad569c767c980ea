// /account shows each action only to a role that has its action code.
import { readFileSync } from 'fs';
import { join } from 'path';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { buttonIn, ownRow, renderWithAccess, TWO_PEOPLE } from '@test/peoplePage';
import { deleteAccount, listAccounts, resetAccountPassword } from '@/services/ropc/account';
import AccountPage from '.';

jest.mock('@umijs/max', () => jest.requireActual('@test/umiMax').adminWithAccess());
jest.mock('@/services/ropc/account', () => ({
  listAccounts: jest.fn(),
  updateAccount: jest.fn(),
  resetAccountPassword: jest.fn(),
  deleteAccount: jest.fn(),
}));
jest.mock('@/services/ropc/role', () => ({ listAllRoles: jest.fn().mockResolvedValue([]) }));

const ALL = { 'account:update': true, 'account:reset': true, 'account:delete': true };

beforeEach(() => {
  jest.mocked(listAccounts).mockResolvedValue(TWO_PEOPLE);
});

const renderPage = (access: Record<string, boolean>) => renderWithAccess(<AccountPage />, '/account', access);

describe('AccountPage actions', () => {
  it('offers edit, reset password and delete (deleting oneself disabled, with why) with every code', async () => {
    const row = await renderPage(ALL);
    expect(buttonIn(row, 'Edit')).not.toHaveAttribute('aria-disabled');
    expect(buttonIn(row, 'Reset password')).not.toHaveAttribute('aria-disabled');
    expect(buttonIn(row, 'Delete')).not.toHaveAttribute('aria-disabled');
    const ownDelete = buttonIn(ownRow(), 'Delete');
    expect(ownDelete).toHaveAttribute('aria-disabled', 'true');
    expect(ownDelete).toHaveAccessibleDescription('Not available for your own account.');
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

describe('AccountPage user text', () => {
  it('isolates accounts and nicknames from the text beside them (<bdi>)', async () => {
    await renderPage(ALL);
    // Isolated by <bdi> or by the cut-line class, whose CSS says unicode-bidi: isolate.
    expect(screen.getByText('operator@harbour.example').closest('bdi, .truncated')).not.toBeNull();
    expect(screen.getByText('admin@harbour.example').closest('bdi, .truncated')).not.toBeNull(); // beside the "You" tag
    const css = readFileSync(join(__dirname, '../../components/ResponsiveTable/responsiveTable.css'), 'utf8');
    expect(css).toMatch(/\.truncated \{[^}]*unicode-bidi: isolate/);
  });
});

describe('AccountPage rows outside the administrative scope', () => {
  const OUTSIDE = 'Not available: this account also belongs to an organization outside your administration.';

  beforeEach(() => {
    const [self, other] = TWO_PEOPLE.list;
    const denied = {
      'account:update': 'OUT_OF_SCOPE',
      'account:reset': 'OUT_OF_SCOPE',
      'account:delete': 'OUT_OF_SCOPE',
    } as const;
    jest.mocked(listAccounts).mockResolvedValue({ list: [self, { ...other, denied }], total: 2 });
  });

  it('disables every action the platform would refuse and says why on keyboard focus', async () => {
    const row = await renderPage(ALL);
    const buttons = ['Edit', 'Reset password', 'Delete'].map((name) => buttonIn(row, name));
    buttons.forEach((button) => {
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription(OUTSIDE);
    });
    act(() => buttons[0].focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(OUTSIDE);
  });

  it('sends nothing and asks nothing when a disabled action is clicked', async () => {
    const row = await renderPage(ALL);
    fireEvent.click(buttonIn(row, 'Delete'));
    fireEvent.click(buttonIn(row, 'Reset password'));
    expect(screen.queryByText('Delete this account?', { exact: false })).toBeNull();
    expect(deleteAccount).not.toHaveBeenCalled();
    expect(resetAccountPassword).not.toHaveBeenCalled();
  });
});
