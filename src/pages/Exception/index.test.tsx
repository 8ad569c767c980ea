import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../tests/setup/render';
import ExceptionPage from '.';
import { MAX_MESSAGE_LENGTH } from './capText';

const open = (query: string, locale: 'en-US' | 'ja-JP' = 'en-US') =>
  renderWithApp(<ExceptionPage />, { locale, route: `/exception?${query}` });

describe('ExceptionPage', () => {
  it('shows a message from the address only under its own heading, with a note where it came from', () => {
    open(`errorCode=000500&errorMessage=${encodeURIComponent('Call +1 555 0100 to unlock your account')}`, 'ja-JP');
    const heading = screen.getByRole('heading', { level: 1, name: 'エラーが発生しました' });
    const details = screen.getByRole('region', { name: 'エラーが発生しました' });
    expect(heading.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(details).toHaveTextContent('以下のエラーコードとメッセージは、このページのアドレスに含まれていたものです。');
    expect(screen.getByTestId('error-message')).toHaveTextContent('Call +1 555 0100 to unlock your account');
    expect(details).toContainElement(screen.getByTestId('error-message'));
  });

  it('caps a long message and code', () => {
    open(`errorCode=${'9'.repeat(500)}&errorMessage=${encodeURIComponent('界'.repeat(5000))}`);
    const shown = screen.getByTestId('error-message').textContent || '';
    expect(Array.from(shown)).toHaveLength(MAX_MESSAGE_LENGTH);
    expect(shown.endsWith('…')).toBe(true);
    expect((screen.getByTestId('error-code').textContent || '').length).toBeLessThanOrEqual(32);
  });

  it('shows the heading without details when the address carries none', () => {
    open('');
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
