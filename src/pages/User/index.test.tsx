// /user shows each action only to a role that has its action code.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buttonIn, ownRow, renderWithAccess, TWO_PEOPLE } from '@test/peoplePage';
import { listMembers, removeMember } from '@/services/ropc/user';
import UserPage from '.';

jest.mock('@umijs/max', () => jest.requireActual('@test/umiMax').adminWithAccess());
jest.mock('@/services/ropc/user', () => ({
  listMembers: jest.fn(),
  removeMember: jest.fn(),
  addUser: jest.fn(),
  changeMemberRole: jest.fn(),
}));
jest.mock('@/services/ropc/role', () => ({ listAllRoles: jest.fn().mockResolvedValue([]) }));

const ALL = { 'user:create': true, 'user:update': true, 'user:remove': true };

beforeEach(() => {
  jest.mocked(listMembers).mockResolvedValue(TWO_PEOPLE);
});

const renderPage = (access: Record<string, boolean>) => renderWithAccess(<UserPage />, '/user', access);

describe('UserPage actions', () => {
  it('offers add, change role and remove (disabled on oneself, with why) with every code', async () => {
    const row = await renderPage(ALL);
    expect(screen.getByText('Add user')).toBeInTheDocument();
    expect(buttonIn(row, 'Change role')).not.toHaveAttribute('aria-disabled');
    expect(buttonIn(row, 'Remove')).not.toHaveAttribute('aria-disabled');
    ['Remove', 'Change role'].forEach((name) => {
      const own = buttonIn(ownRow(), name);
      expect(own).toHaveAttribute('aria-disabled', 'true');
      expect(own).toHaveAccessibleDescription('Not available for your own account.');
    });
  });

  it("disables removing or re-roling an organization's last administrator, and says why on focus", async () => {
    const [self, other] = TWO_PEOPLE.list;
    const denied = { 'user:update': 'LAST_ADMIN', 'user:remove': 'LAST_ADMIN' } as const;
    jest.mocked(listMembers).mockResolvedValue({ list: [self, { ...other, denied }], total: 2 });
    const row = await renderPage(ALL);
    const remove = buttonIn(row, 'Remove');
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    act(() => remove.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Not available: this is the last administrator of the organization.',
    );
    expect(buttonIn(row, 'Change role')).toHaveAttribute('aria-disabled', 'true');
  });

  it('disables changing the role of, or removing, a member who holds more than the user, and says why', async () => {
    const [self, other] = TWO_PEOPLE.list;
    const denied = { 'user:update': 'HOLDS_MORE', 'user:remove': 'HOLDS_MORE' } as const;
    jest.mocked(listMembers).mockResolvedValue({ list: [self, { ...other, denied }], total: 2 });
    const row = await renderPage(ALL);
    for (const name of ['Change role', 'Remove']) {
      expect(buttonIn(row, name)).toHaveAttribute('aria-disabled', 'true');
      expect(buttonIn(row, name)).toHaveAccessibleDescription(
        'Not available: this account has permissions you do not hold.',
      );
    }
  });

  it('reloads the list when the platform still refuses a removal', async () => {
    jest.mocked(removeMember).mockRejectedValue(new Error('010018'));
    const row = await renderPage(ALL);
    const loads = jest.mocked(listMembers).mock.calls.length;
    fireEvent.click(buttonIn(row, 'Remove'));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByText('Remove', { selector: 'button span' }));
    await waitFor(() => expect(listMembers).toHaveBeenCalledTimes(loads + 1));
  });

  it('hides Add user without user:create', async () => {
    const row = await renderPage({ ...ALL, 'user:create': false });
    expect(screen.queryByText('Add user')).toBeNull();
    expect(within(row).getByText('Remove')).toBeInTheDocument();
  });

  it('hides Remove without user:remove', async () => {
    const row = await renderPage({ ...ALL, 'user:remove': false });
    expect(within(row).queryByText('Remove')).toBeNull();
    expect(within(row).getByText('Change role')).toBeInTheDocument();
    expect(screen.getByText('Add user')).toBeInTheDocument();
  });

  it('hides Change role without user:update', async () => {
    const row = await renderPage({ ...ALL, 'user:update': false });
    expect(within(row).queryByText('Change role')).toBeNull();
  });
});
