import { fireEvent, screen, waitFor } from '@testing-library/react';
import { member } from '@test/member';
import { renderWithApp } from '@test/render';
import { BizError } from '@/request/errors';
import { updateAccount } from '@/services/ropc/account';
import EditAccountForm from './EditAccountForm';

jest.mock('@/services/ropc/account', () => ({ updateAccount: jest.fn() }));
const mockedUpdate = jest.mocked(updateAccount);

const row = member('u-noauth', 'pending@harbour.example', {
  nickname: 'Eli',
  roleId: 'org-1-empty',
  roleName: 'Pending approval',
  builtIn: null,
});

const saveButton = () => screen.getByText('Save').closest('button')!;

beforeEach(() => mockedUpdate.mockReset());

describe('EditAccountForm', () => {
  it('sends one request when Save is clicked twice quickly', async () => {
    let answer: (value: null) => void = () => {};
    // The second click lands while the first request is being sent, before the button has re-rendered as busy.
    mockedUpdate.mockImplementationOnce(() => {
      fireEvent.click(saveButton());
      return new Promise((resolve) => {
        answer = resolve;
      });
    });
    const onSaved = jest.fn();
    renderWithApp(<EditAccountForm open row={row} onClose={() => {}} onSaved={onSaved} />);
    expect(await screen.findByLabelText('Account')).toHaveValue('pending@harbour.example');
    fireEvent.click(saveButton());
    await waitFor(() => expect(mockedUpdate).toHaveBeenCalled());
    answer(null);
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(mockedUpdate).toHaveBeenCalledTimes(1);
    expect(mockedUpdate).toHaveBeenCalledWith({
      userId: 'u-noauth',
      account: 'pending@harbour.example',
      nickname: 'Eli',
      remark: '',
    });
  });

  it('requires an account (spec section 5): marked required, and Save with it cleared sends nothing', async () => {
    renderWithApp(<EditAccountForm open row={row} onClose={() => {}} onSaved={() => {}} />);
    const input = await screen.findByLabelText('Account');
    expect(screen.getByText('Account').closest('label')).toHaveClass('ant-form-item-required');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Enter the account: an e-mail address or a phone number')).toBeInTheDocument();
    expect(mockedUpdate).not.toHaveBeenCalled();
  });

  it('can save again after a failure', async () => {
    mockedUpdate
      .mockRejectedValueOnce(new BizError({ code: '010001', message: 'Account name is duplicate' }))
      .mockResolvedValueOnce(null);
    const onSaved = jest.fn();
    renderWithApp(<EditAccountForm open row={row} onClose={() => {}} onSaved={onSaved} />);
    await screen.findByLabelText('Account');
    fireEvent.click(saveButton());
    expect(await screen.findByText('Account name is duplicate')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'eli@harbour.example' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(mockedUpdate).toHaveBeenCalledTimes(2);
    // spec section 8's success message, in English exactly
    expect(await screen.findByText('Edit Successful')).toBeInTheDocument();
  });
});
