import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { deferred } from '@test/deferred';
import { renders } from '@test/profiledRenders';
import { renderWithApp } from '@test/render';
import { BizError } from '@/request/errors';
import { createRole, findRole, listPowers, updateRole } from '@/services/ropc/role';
import RoleForm from './RoleForm';

jest.mock('@/components/RolePicker/grants', () => jest.requireActual('@test/grants').holding());
jest.mock('@umijs/max', () => jest.requireActual('@test/umiMax').actingForHarbour());
jest.mock('@/services/ropc/role', () => ({
  listPowers: jest.fn().mockResolvedValue([{ code: 'home', menu: true, actions: [] }]),
  findRole: jest.fn(),
  createRole: jest.fn(),
  updateRole: jest.fn(),
}));
// The form's renders, counted by a <Profiler> around its first line (which renders when the form does, and only then).
const FIRST_LINE = '@/components/form/ActsOnOrg';
jest.mock('@/components/form/ActsOnOrg', () =>
  jest.requireActual('@test/profiledRenders').profiledDefault('@/components/form/ActsOnOrg'),
);
const formRenders = () => renders(FIRST_LINE);
const mockedCreate = jest.mocked(createRole);

beforeEach(() => mockedCreate.mockReset());

function renderForm(locale: 'en-US' | 'ja-JP' | 'zh-CN' = 'en-US', onSaved = jest.fn()) {
  renderWithApp(<RoleForm open onClose={() => {}} onSaved={onSaved} />, { locale });
  return onSaved;
}

const saveButton = (label: RegExp = /^Save$/) => screen.getByText(label).closest('button')!;

describe('RoleForm', () => {
  it('asks for the permission tree once open, and its answer renders the permissions, not the form', async () => {
    const powers = deferred<API.PowerNode[]>();
    jest.mocked(listPowers).mockReturnValueOnce(powers.promise);
    const props = { onClose: () => {}, onSaved: () => {} };
    const { rerender } = renderWithApp(<RoleForm open={false} {...props} />);
    rerender(<RoleForm open {...props} />);
    await screen.findByLabelText('Role name');
    await waitFor(() => expect(listPowers).toHaveBeenCalledTimes(1));
    const rendersOnceOpen = formRenders();
    expect(rendersOnceOpen).toBeGreaterThan(0); // the count sees the form

    await act(async () => powers.resolve([{ code: 'home', menu: true, actions: [] }]));
    expect(await screen.findByText('Select all')).toBeInTheDocument();
    expect(formRenders()).toBe(rendersOnceOpen);
  });

  it('sends one request when Save is clicked twice quickly', async () => {
    let answer: (value: { id: string }) => void = () => {};
    // The second click lands while the first request is being sent, before the button has re-rendered as busy.
    mockedCreate.mockImplementationOnce(() => {
      fireEvent.click(saveButton());
      return new Promise((resolve) => {
        answer = resolve;
      });
    });
    const onSaved = renderForm();
    fireEvent.change(await screen.findByLabelText('Role name'), { target: { value: 'Night shift' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(mockedCreate).toHaveBeenCalled());
    answer({ id: 'r-night' });
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(mockedCreate).toHaveBeenCalledTimes(1);
    expect(onSaved).toHaveBeenCalledWith('r-night', true);
  });

  it('requires a role name (spec section 5): marked required, and Save with none sends nothing', async () => {
    renderForm();
    const input = await screen.findByLabelText('Role name');
    expect(screen.getByText('Role name').closest('label')).toHaveClass('ant-form-item-required');
    expect(input).toHaveValue('');
    fireEvent.click(saveButton());
    expect(await screen.findByText('Enter the role name')).toBeInTheDocument();
    expect(mockedCreate).not.toHaveBeenCalled();
  });

  it.each([
    ['en-US', 'Role name', /^Save$/, 'Role name is duplicate'],
    ['ja-JP', 'ロール名', /^保\s?存$/, 'ロール名が重複しています'],
    ['zh-CN', '角色名称', /^保\s?存$/, '角色名称重复'],
  ] as const)(
    '%s: a duplicate name is marked on the name field and the drawer keeps it',
    async (locale, label, save, text) => {
      mockedCreate.mockRejectedValueOnce(
        new BizError({ code: '010007', message: 'Invalid parameters', data: { field: 'name', rule: 'duplicate' } }),
      );
      const onSaved = renderForm(locale);
      fireEvent.change(await screen.findByLabelText(label), { target: { value: 'Site supervisor' } });
      fireEvent.click(saveButton(save));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.getByLabelText(label)).toHaveValue('Site supervisor');
      expect(onSaved).not.toHaveBeenCalled();
    },
  );

  describe('editing a default role', () => {
    const ADMIN: API.Role = {
      id: 'r-admin',
      name: 'Administrator',
      builtIn: 'default_admin',
      permissions: ['home'],
      userCount: 2,
      lastFullRole: false,
      createdAt: '2026-11-01T00:00:00.000Z',
    };
    const edit = (role: API.Role, locale: 'en-US' | 'ja-JP' = 'en-US') => {
      jest.mocked(findRole).mockResolvedValue(role);
      jest.mocked(updateRole).mockResolvedValue(null as never);
      const onSaved = jest.fn();
      renderWithApp(<RoleForm open roleId={role.id} onClose={() => {}} onSaved={onSaved} />, { locale });
      return onSaved;
    };

    it('shows its name in the language of the user and sends the platform name back unless changed', async () => {
      const onSaved = edit(ADMIN, 'ja-JP');
      await waitFor(() => expect(screen.getByLabelText('ロール名')).toHaveValue('管理者'));
      fireEvent.click(saveButton(/^保\s?存$/));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(updateRole).toHaveBeenCalledWith({ id: 'r-admin', name: 'Administrator', permissions: ['home'] });
    });

    it('sends a new name as typed', async () => {
      const onSaved = edit(ADMIN);
      await waitFor(() => expect(screen.getByLabelText('Role name')).toHaveValue('Administrator'));
      fireEvent.change(screen.getByLabelText('Role name'), { target: { value: 'Owners' } });
      fireEvent.click(saveButton());
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(updateRole).toHaveBeenCalledWith({ id: 'r-admin', name: 'Owners', permissions: ['home'] });
    });

    it('locks the codes of the last role holding every code and says why', async () => {
      edit({ ...ADMIN, lastFullRole: true });
      const reason =
        'This is the only role that holds every permission, so it keeps them all. You can still rename it.';
      expect(await screen.findByRole('alert')).toHaveTextContent(reason);
      expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeDisabled();
    });
  });
});
