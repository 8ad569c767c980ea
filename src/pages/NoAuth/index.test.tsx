import { fireEvent, screen } from '@testing-library/react';
import { browser } from '@/session/navigation';
import { renderWithApp } from '@test/render';
import { NoAuthView } from './index';

describe('the no-permission page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('after a 000402 while the session has organisations, leads back home through a full start', () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => {});
    renderWithApp(<NoAuthView canRestart />, { locale: 'ja-JP' });
    expect(screen.getByText('現在、組織の権限がありません。管理者に設定を依頼してください。')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'ホームへ戻る' }));
    expect(assign).toHaveBeenCalledWith('/home');
  });

  it('without organisations or permissions offers no way home (it would come straight back)', () => {
    renderWithApp(<NoAuthView canRestart={false} />);
    expect(
      screen.getByText(
        'You currently have no organization permissions, please contact the administrator for configuration.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to home' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  });
});
