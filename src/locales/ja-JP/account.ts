import type en from '../en-US/account';

export default {
  'account.title': 'この組織のアカウント',
  'account.edit.title': 'アカウントを編集',
  'account.resetPassword': 'パスワードをリセット',
  'account.resetPassword.confirm': 'このアカウントのパスワードを初期パスワードにリセットしますか？',
  'account.delete.confirm': 'このアカウントを削除しますか？すべての組織から削除され、サインインできなくなります。',
  'account.delete.detail': '削除するアカウント：{account}',
  'account.password.title.added': 'ワンタイムパスワード',
  'account.password.title.reset': 'パスワードをリセットしました',
  'account.password.added':
    '{account} に次のワンタイムパスワードを伝えてください。初回のサインインに使い、その後ご自身のパスワードを設定します。すでにアカウントをお持ちの場合は、招待の承諾に使います：',
  'account.password.reset':
    '{account} のパスワードをリセットし、すべてのセッションを終了しました。ワンタイムパスワード：',
  'account.password.hint':
    '表示されるのは今回限りです。安全な方法でユーザーに伝えてください。サインイン時に変更が必要です。',
  'account.copy.label': '初期パスワードをコピー',
  'account.copy.failed': 'コピーできませんでした。パスワードを選択して手動でコピーしてください。',
  'account.intro':
    'この組織のメンバーのサインイン用アカウント（アカウント名、ニックネーム、パスワードのリセット、削除）を管理します。',
  'account.column.createdAt': 'アカウント作成日時',
} satisfies Record<keyof typeof en, string>;
