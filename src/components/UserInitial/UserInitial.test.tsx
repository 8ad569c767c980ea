import { screen } from '@testing-library/react';
import { renderWithApp } from '@test/render';
import UserInitial from '.';

afterEach(() => jest.restoreAllMocks());

it('shows the first character of the name, upper-cased, at the size given', () => {
  renderWithApp(<UserInitial name="  harbour admin" size={24} fontSize={14} />);
  const initial = screen.getByTestId('user-initial');
  expect(initial).toHaveTextContent(/^H$/);
  expect(initial).toHaveAttribute('aria-hidden', 'true');
  expect(initial).toHaveStyle({ width: '24px', height: '24px', fontSize: '14px' });
});

it('keeps a character outside the BMP whole, and a CJK name as it is', () => {
  renderWithApp(
    <>
      <UserInitial name="𠮷田" size={24} fontSize={14} />
      <UserInitial name="管理员" size={48} fontSize={20} />
    </>,
  );
  const [first, second] = screen.getAllByTestId('user-initial');
  expect(first).toHaveTextContent(/^𠮷$/);
  expect(second).toHaveTextContent(/^管$/);
});

it('shows the user icon without a name', () => {
  renderWithApp(<UserInitial name="  " size={24} fontSize={14} />);
  expect(screen.getByTestId('user-initial').querySelector('.anticon-user')).not.toBeNull();
});

it('never measures itself (no forced layout when the header mounts)', () => {
  const reads = jest.fn(() => 40);
  jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(reads);
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(reads);
  renderWithApp(<UserInitial name="Harbour" size={24} fontSize={14} />);
  expect(screen.getByTestId('user-initial')).toHaveTextContent('H');
  expect(reads).not.toHaveBeenCalled();
});
