import type en from '../en-US/account';

export default {
  'account.title': 'この組織のアカウント',
  'account.edit.title': 'アカウントを編集',
  'account.resetPassword': 'パスワードをリセット',
  'account.resetPassword.confirm': 'このアカウントのパスワードを初期パスワードにリセットしますか？',
  'account.delete.confirm': 'このアカウントを削除しますか？すべての組織から削除され、サインインできなくなります。',
  'account.delete.detail': '削除するアカウント：{account}',
  'account.password.title.added': 'アカウントを作成しました',
  'account.password.title.reset': 'パスワードをリセットしました',
  'account.password.added': 'アカウント {account} を初期パスワードで追加しました：',
  'account.password.reset': '{account} のパスワードを初期パスワードにリセットしました：',
  'account.password.hint': '安全な方法でユーザーに伝え、サインイン後にパスワードを変更するよう依頼してください。',
  'account.copy.label': '初期パスワードをコピー',
  'account.copy.failed': 'コピーできませんでした。パスワードを選択して手動でコピーしてください。',
  'account.intro':
    'この組織のメンバーのサインイン用アカウント（アカウント名、ニックネーム、パスワードのリセット、削除）を管理します。',
  'account.column.createdAt': 'アカウント作成日時',
} satisfies Record<keyof typeof en, string>;
