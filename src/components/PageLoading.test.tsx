import { act, screen } from '@testing-library/react';
import { renderWithApp } from '@test/render';
import PageLoading from './PageLoading';

describe('PageLoading', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the large spinner only after 200 ms, so fast loads do not flash', () => {
    const { container } = renderWithApp(<PageLoading />);
    act(() => jest.advanceTimersByTime(150));
    expect(container.querySelector('.ant-spin-spinning')).toBeNull();
    act(() => jest.advanceTimersByTime(100));
    expect(container.querySelector('.ant-spin-spinning.ant-spin-lg')).not.toBeNull();
  });

  it('is a named status for screen readers', () => {
    renderWithApp(<PageLoading />, { locale: 'ja-JP' });
    expect(screen.getByRole('status')).toHaveAccessibleName('ページを読み込み中');
  });
});
