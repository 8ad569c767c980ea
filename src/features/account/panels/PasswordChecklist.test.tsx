import { screen, within } from '@testing-library/react';
import { renderWithApp } from '@test/render';
import PasswordChecklist from './PasswordChecklist';

const stateOf = () =>
  Object.fromEntries(
    within(screen.getByTestId('password-checklist'))
      .getAllByRole('listitem')
      .map((li) => [li.dataset.check, li.dataset.met === 'true']),
  );

describe('PasswordChecklist', () => {
  it('shows every requirement before anything is typed, none met', () => {
    renderWithApp(<PasswordChecklist />);
    expect(screen.getByText('The new password needs')).toBeInTheDocument();
    expect(screen.getByText('8 to 32 characters')).toBeInTheDocument();
    expect(screen.getByText('a symbol, such as ! @ # $ % & *')).toBeInTheDocument();
    expect(Object.values(stateOf()).some(Boolean)).toBe(false);
    expect(screen.getAllByText('(not met yet)')).toHaveLength(6);
  });

  it('ticks off what a candidate meets, live', () => {
    const { rerender } = renderWithApp(<PasswordChecklist value="harbour" />);
    expect(stateOf()).toEqual({ length: false, upper: false, lower: true, digit: false, symbol: false, noSpace: true });
    rerender(<PasswordChecklist value="Harbour 2027" />);
    expect(stateOf()).toEqual({ length: true, upper: true, lower: true, digit: true, symbol: false, noSpace: false });
    rerender(<PasswordChecklist value="Harbour#2027" />);
    expect(Object.values(stateOf()).every(Boolean)).toBe(true);
    expect(screen.getAllByText('(met)')).toHaveLength(6);
  });

  it('speaks the user language', () => {
    renderWithApp(<PasswordChecklist value="Ropc@2026" />, { locale: 'ja-JP' });
    expect(screen.getByText('新しいパスワードの条件')).toBeInTheDocument();
    expect(screen.getByText('英大文字（A～Z）を含む')).toBeInTheDocument();
    renderWithApp(<PasswordChecklist value="" />, { locale: 'zh-CN' });
    expect(screen.getByText('不含空格')).toBeInTheDocument();
  });
});
