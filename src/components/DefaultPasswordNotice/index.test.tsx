import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '@test/render';
import DefaultPasswordNotice from '.';

describe('DefaultPasswordNotice', () => {
  it('states the one-time password of an added account and copies it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithApp(
      <DefaultPasswordNotice
        notice={{ reason: 'added', account: 'nora@harbour.example', password: 'Ropc@2026' }}
        onClose={() => {}}
      />,
      {
        locale: 'ja-JP',
      },
    );
    expect(await screen.findByText('ワンタイムパスワード')).toBeInTheDocument();
    // The account is isolated (<bdi>) inside the sentence, so the sentence is matched on its element's whole text.
    expect(
      screen.getByText(
        (_, el) =>
          !!el?.classList.contains('ant-typography') &&
          el.textContent ===
            'nora@harbour.example に次のワンタイムパスワードを伝えてください。初回のサインインに使い、その後ご自身のパスワードを設定します。すでにアカウントをお持ちの場合は、招待の承諾に使います：',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Ropc@2026')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '初期パスワードをコピー' }));
    expect(await screen.findByText('コピーしました')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('Ropc@2026');
  });

  it('says when the password was reset, in Chinese', async () => {
    renderWithApp(
      <DefaultPasswordNotice notice={{ reason: 'reset', account: 'ben', password: 'P' }} onClose={() => {}} />,
      { locale: 'zh-CN' },
    );
    expect(await screen.findByText('密码已重置')).toBeInTheDocument();
    expect(
      screen.getByText(
        (_, el) =>
          !!el?.classList.contains('ant-typography') &&
          el.textContent === '账号 ben 的密码已重置，其所有会话均已结束。一次性密码：',
      ),
    ).toBeInTheDocument();
  });
});
