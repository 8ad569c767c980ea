import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '@test/render';
import { BizError } from '@/request/errors';
import { addUser } from '@/services/ropc/user';
import AddUserForm from './AddUserForm';

jest.mock('@/components/RolePicker/grants', () => jest.requireActual('@test/grants').holding());
jest.mock('@umijs/max', () => jest.requireActual('@test/umiMax').actingForHarbour());
jest.mock('@/services/ropc/role', () => ({
  listAllRoles: jest
    .fn()
    .mockResolvedValue([
      { id: 'r-user', name: 'Ordinary user', builtIn: 'default_user', permissions: [], userCount: 0, createdAt: '' },
    ]),
}));
jest.mock('@/services/ropc/user', () => ({ addUser: jest.fn() }));

const mockedAdd = jest.mocked(addUser);

beforeEach(() => mockedAdd.mockReset());

// getByRole is slow on antd's large DOM in jsdom: find controls by their labels and texts.
const addButton = () => screen.getByText('Add').closest('button')!;

async function fillAndChooseRole(account: string) {
  fireEvent.change(screen.getByLabelText('Account'), { target: { value: account } });
  fireEvent.mouseDown(screen.getByLabelText('Role'));
  fireEvent.click(await screen.findByTitle('Ordinary user'));
}

describe('AddUserForm', () => {
  it('names the organization the user joins; the role field has no placeholder that reads as its error', async () => {
    renderWithApp(<AddUserForm open onClose={() => {}} onAdded={() => {}} />);
    expect(await screen.findByText('The user joins Harbour Convention Center.')).toBeInTheDocument();
    expect(screen.queryByText('Select a role')).toBeNull(); // shown only as the error ('requires a role')
  });

  it('requires an account (spec section 5): marked required, and Add without one sends nothing', async () => {
    renderWithApp(<AddUserForm open onClose={() => {}} onAdded={() => {}} />);
    await screen.findByLabelText('Account');
    expect(screen.getByText('Account').closest('label')).toHaveClass('ant-form-item-required');
    fireEvent.mouseDown(screen.getByLabelText('Role'));
    fireEvent.click(await screen.findByTitle('Ordinary user'));
    fireEvent.click(addButton());
    expect(await screen.findByText('Enter the account: an e-mail address or a phone number')).toBeInTheDocument();
    expect(mockedAdd).not.toHaveBeenCalled();
  });

  it('requires a role', async () => {
    renderWithApp(<AddUserForm open onClose={() => {}} onAdded={() => {}} />);
    fireEvent.change(await screen.findByLabelText('Account'), { target: { value: 'nora@harbour.example' } });
    fireEvent.click(addButton());
    expect(await screen.findByText('Select a role')).toBeInTheDocument();
    expect(mockedAdd).not.toHaveBeenCalled();
  });

  it('keeps the input and marks the account when the user already exists', async () => {
    mockedAdd.mockRejectedValueOnce(new BizError({ code: '010006', message: 'User already exists' }));
    const onAdded = jest.fn();
    renderWithApp(<AddUserForm open onClose={() => {}} onAdded={onAdded} />);
    await screen.findByLabelText('Account');
    await fillAndChooseRole('operator@harbour.example');
    fireEvent.click(addButton());
    expect(await screen.findByText('User already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Account')).toHaveValue('operator@harbour.example');
    expect(mockedAdd).toHaveBeenCalledWith(
      { account: 'operator@harbour.example', roleId: 'r-user', nickname: undefined, remark: undefined },
      expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    );
    expect(onAdded).not.toHaveBeenCalled();
  });

  it('hands over the new account and its default password', async () => {
    mockedAdd.mockResolvedValueOnce({
      userId: 'u-9',
      account: 'nora@harbour.example',
      created: true,
      defaultPassword: 'Ropc@2026',
    });
    const onAdded = jest.fn();
    renderWithApp(<AddUserForm open onClose={() => {}} onAdded={onAdded} />);
    await screen.findByLabelText('Account');
    await fillAndChooseRole('nora@harbour.example');
    fireEvent.click(addButton());
    await waitFor(() =>
      expect(onAdded).toHaveBeenCalledWith(expect.objectContaining({ created: true, defaultPassword: 'Ropc@2026' })),
    );
  });

  it('sends one request when Add is clicked twice quickly', async () => {
    let answer: (value: API.AddUserResult) => void = () => {};
    // The second click lands while the first request is being sent, before the button has re-rendered as busy.
    mockedAdd.mockReset().mockImplementationOnce(() => {
      fireEvent.click(addButton());
      return new Promise((resolve) => {
        answer = resolve;
      });
    });
    const onAdded = jest.fn();
    renderWithApp(<AddUserForm open onClose={() => {}} onAdded={onAdded} />);
    await screen.findByLabelText('Account');
    await fillAndChooseRole('nora@harbour.example');
    fireEvent.click(addButton());
    await waitFor(() => expect(mockedAdd).toHaveBeenCalled());
    answer({ userId: 'u-9', account: 'nora@harbour.example', created: false });
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    expect(mockedAdd).toHaveBeenCalledTimes(1);
  });

  it('refuses a nickname with special characters and accepts an empty one', async () => {
    mockedAdd.mockReset().mockResolvedValue({ userId: 'u-9', account: 'nora@harbour.example', created: false });
    renderWithApp(<AddUserForm open onClose={() => {}} onAdded={() => {}} />);
    await screen.findByLabelText('Account');
    await fillAndChooseRole('nora@harbour.example');
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'Nora <admin>' } });
    fireEvent.click(addButton());
    expect(await screen.findByText(/^Must not contain/)).toBeInTheDocument();
    expect(mockedAdd).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: '' } });
    fireEvent.click(addButton());
    await waitFor(() =>
      expect(mockedAdd).toHaveBeenCalledWith(expect.objectContaining({ nickname: undefined }), expect.any(String)),
    );
  });
});
