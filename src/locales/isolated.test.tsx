// User text inside a sentence is isolated (<bdi>): a name that reads right to left cannot reorder the message.
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../tests/setup/render';
import { useIsolatedT } from './isolated';

function Notice({ account }: { account: string }) {
  const ti = useIsolatedT();
  return <p data-testid="notice">{ti('account.password.reset', { account })}</p>;
}

describe('useIsolatedT', () => {
  it('renders the message with each value in its own <bdi>', () => {
    renderWithApp(<Notice account={'\u202eoperator'} />);
    const notice = screen.getByTestId('notice');
    expect(notice).toHaveTextContent(
      'The password of \u202eoperator was reset and their sessions were ended. Their one-time password:',
    );
    expect(notice.querySelector('bdi')?.textContent).toBe('\u202eoperator');
  });

  it('isolates the value in every language', () => {
    renderWithApp(<Notice account="山田" />, { locale: 'ja-JP' });
    expect(screen.getByTestId('notice').querySelector('bdi')?.textContent).toBe('山田');
  });
});
