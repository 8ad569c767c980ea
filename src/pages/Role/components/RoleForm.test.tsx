import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { deferred } from '@test/deferred';
import { formRenders } from '@test/formRenders';
import { renderWithApp } from '@test/render';
import { BizError } from '@/request/errors';
import { createRole, listPowers } from '@/services/ropc/role';
import RoleForm from './RoleForm';

jest.mock('@/components/RolePicker/grants', () => jest.requireActual('@test/grants').holding());
// The organisation in effect, which the form names ("The user joins Harbour Convention Center.").
jest.mock('@umijs/max', () => ({
  ...jest.requireActual('@umijs/max'),
  useModel: () => ({
    initialState: { currentOrgId: 'org-hcc', orgList: [{ busId: 'org-hcc', name: 'Harbour Convention Center' }] },
  }),
}));
jest.mock('@/services/ropc/role', () => ({
  listPowers: jest.fn().mockResolvedValue([{ code: 'home', menu: true, actions: [] }]),
  findRole: jest.fn(),
  createRole: jest.fn(),
  updateRole: jest.fn(),
}));
jest.mock('@/components/form/rules', () => jest.requireActual('@test/formRenders').rulesCountingRenders());
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
});
