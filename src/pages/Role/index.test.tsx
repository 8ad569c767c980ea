// /role: the default roles get Edit and Delete like any role (issue 43); the last role holding every code keeps
// its Delete in place, disabled, with the reason on hover and focus; so do the Edit and Delete of a role holding
// a permission the user lacks (nobody acts on more than they hold).
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useAccess } from '@umijs/max';
import { renderWithApp } from '@test/render';
import { ALL_CODES } from '@/domain/permissions';
import { deleteRole, listRoles } from '@/services/ropc/role';
import RolePage from '.';

configure({ asyncUtilTimeout: 5000 });

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('@umijs/max'),
  useAccess: jest.fn(),
  useModel: () => ({ initialState: { userInfo: { userId: 'u-lead', roleId: 'r-lead' }, permissions: [] } }),
}));
/** The codes the signed-in user holds (undefined: every code). */
let mockHeld: readonly string[] | undefined;
jest.mock('@/components/RolePicker/grants', () => ({
  useGrants: () => jest.requireActual('@test/grants').holding(mockHeld, 'r-lead').useGrants(),
}));
jest.mock('@/services/ropc/role', () => ({ listRoles: jest.fn(), deleteRole: jest.fn() }));

beforeEach(() => {
  mockHeld = undefined;
});

const role = (id: string, name: string, builtIn: API.Role['builtIn'], permissions: string[], last = false) => ({
  id,
  name,
  builtIn,
  permissions,
  userCount: 0,
  lastFullRole: last,
  createdAt: '2026-11-01T00:00:00.000Z',
});

const ROLES = [
  role('r-admin', 'Administrator', 'default_admin', ALL_CODES, true),
  role('r-user', 'Ordinary user', 'default_user', ['home', 'user', 'account']),
  role('r-lead', 'Floor leads', null, ['home']),
];

const ALL = { 'role:create': true, 'role:update': true, 'role:delete': true };
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
const buttonIn = (row: HTMLElement, name: string) =>
  within(row).getByText(name, { selector: 'button span, button' }).closest('button')!;

async function renderPage(roles = ROLES) {
  jest.mocked(useAccess).mockReturnValue(ALL as never);
  jest.mocked(listRoles).mockResolvedValue({ list: roles, total: roles.length });
  renderWithApp(<RolePage />, { route: '/role' });
  await screen.findByText('Floor leads');
}

describe('RolePage actions', () => {
  it('offers Edit and Delete on the default roles like on any role', async () => {
    await renderPage();
    for (const name of ['Ordinary user', 'Floor leads']) {
      expect(buttonIn(rowOf(name), 'Edit')).not.toHaveAttribute('aria-disabled');
      expect(buttonIn(rowOf(name), 'Delete')).not.toHaveAttribute('aria-disabled');
    }
    expect(within(rowOf('Ordinary user')).getByText('Default')).toBeInTheDocument();
    expect(buttonIn(rowOf('Administrator'), 'Edit')).not.toHaveAttribute('aria-disabled');
  });

  it('keeps the last role holding every code: its Delete is disabled and says why', async () => {
    await renderPage();
    const remove = buttonIn(rowOf('Administrator'), 'Delete');
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveAccessibleDescription(
      'Not available: this is the only role that holds every permission, and the organization keeps at least one.',
    );
  });

  it('offers Delete on a full role once another role holds every code', async () => {
    await renderPage([{ ...ROLES[0], lastFullRole: false }, ...ROLES.slice(1)]);
    expect(buttonIn(rowOf('Administrator'), 'Delete')).not.toHaveAttribute('aria-disabled');
  });

  it('shows a renamed default role by its new name, still marked Default', async () => {
    await renderPage([{ ...ROLES[0], name: 'Owners' }, ...ROLES.slice(1)]);
    expect(within(rowOf('Owners')).getByText('Default')).toBeInTheDocument();
    expect(screen.queryByText('Administrator')).toBeNull();
  });

  it('disables Edit and Delete of a role holding a permission the user lacks, and says why', async () => {
    mockHeld = ['home', 'role', 'role:update', 'role:delete'];
    // Not the last full role: the permissions alone keep it out of reach.
    await renderPage([{ ...ROLES[0], lastFullRole: false }, ...ROLES.slice(1)]);
    const reason = 'Not available: this role has permissions you do not hold.';
    for (const name of ['Administrator', 'Ordinary user']) {
      for (const action of ['Edit', 'Delete']) {
        expect(buttonIn(rowOf(name), action)).toHaveAttribute('aria-disabled', 'true');
        expect(buttonIn(rowOf(name), action)).toHaveAccessibleDescription(reason);
      }
    }
    expect(buttonIn(rowOf('Floor leads'), 'Delete')).not.toHaveAttribute('aria-disabled');
  });

  it('reloads the list when the platform still refuses a delete', async () => {
    jest.mocked(deleteRole).mockRejectedValue(new Error('010018'));
    await renderPage();
    const loads = jest.mocked(listRoles).mock.calls.length;
    fireEvent.click(buttonIn(rowOf('Floor leads'), 'Delete'));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByText('Delete', { selector: 'button span' }));
    await waitFor(() => expect(listRoles).toHaveBeenCalledTimes(loads + 1));
    expect(deleteRole).toHaveBeenCalledWith('r-lead');
  });
});
