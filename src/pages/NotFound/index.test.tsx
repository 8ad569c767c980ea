import { screen } from '@testing-library/react';
import { renderWithApp } from '@test/render';
import NotFoundPage from '.';

describe('NotFoundPage', () => {
  it('says the page does not exist, in the UI language, with a way home', () => {
    renderWithApp(<NotFoundPage />, { locale: 'ja-JP' });
    expect(screen.getByText('開いたページは存在しません。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ホームへ戻る' })).toBeInTheDocument();
  });
});
