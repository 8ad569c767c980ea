import { fireEvent, screen, waitFor } from '@testing-library/react';
import { member } from '@test/member';
import { renderWithApp } from '@test/render';
import { changeMemberRole } from '@/services/ropc/user';
import ChangeRoleForm from './ChangeRoleForm';

jest.mock('@/components/RolePicker/grants', () => jest.requireActual('@test/grants').holding());
jest.mock('@/services/ropc/role', () => ({
  listAllRoles: jest.fn().mockResolvedValue([
    { id: 'r-admin', name: 'Administrator', builtIn: 'default_admin', permissions: [], userCount: 1, createdAt: '' },
    { id: 'r-user', name: 'Ordinary user', builtIn: 'default_user', permissions: [], userCount: 1, createdAt: '' },
  ]),
}));
jest.mock('@/services/ropc/user', () => ({ changeMemberRole: jest.fn() }));
const mockedChange = jest.mocked(changeMemberRole);

const operator = member('u-operator', 'operator@harbour.example', { nickname: 'Ben', roleId: 'r-user' });

describe('ChangeRoleForm', () => {
  it('sends one request when Save is clicked twice quickly', async () => {
    let answer: (value: null) => void = () => {};
    // The second click lands while the first request is being sent, before the button has re-rendered as busy.
    const save = () => screen.getByText('Save').closest('button')!;
    mockedChange.mockImplementationOnce(() => {
      fireEvent.click(save());
      return new Promise((resolve) => {
        answer = resolve;
      });
    });
    const onChanged = jest.fn();
    renderWithApp(<ChangeRoleForm open member={operator} onClose={() => {}} onChanged={onChanged} />);
    await screen.findByTitle('Ordinary user');
    fireEvent.click(save());
    await waitFor(() => expect(mockedChange).toHaveBeenCalled());
    answer(null);
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(mockedChange).toHaveBeenCalledTimes(1);
    expect(mockedChange).toHaveBeenCalledWith({ userId: 'u-operator', roleId: 'r-user' });
  });
});
