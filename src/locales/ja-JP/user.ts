import type en from '../en-US/user';

export default {
  'user.title': 'この組織のメンバー',
  'user.column.account': 'アカウント',
  'user.column.nickname': 'ニックネーム',
  'user.column.role': 'ロール',
  'user.self': '自分',
  'user.add': 'ユーザーを追加',
  'user.add.org': 'ユーザーは {org} に追加されます。',
  'user.add.success': 'ユーザーを追加しました',
  'user.field.account.placeholder': 'メールアドレスまたは電話番号',
  'user.field.account.extra':
    '既存のアカウントはこの組織に参加します。新しいアカウントは初期パスワードで作成されます。',
  'user.field.role.required': 'ロールを選択してください',
  'user.changeRole': 'ロールを変更',
  'user.changeRole.title': '{account} のロールを変更',
  'user.changeRole.success': 'ロールを変更しました',
  'user.remove': '組織から削除',
  'user.remove.confirm': 'このユーザーを組織から削除しますか？',
  'user.remove.detail': '「{account}」が {org} から外れます。アカウント自体は残り、ほかの組織はそのまま使えます。',
  'user.denied.OUT_OF_SCOPE': '操作できません：このアカウントは管理範囲外の組織にも所属しています。',
  'user.denied.DISTRIBUTOR_STAFF': '操作できません：販売店スタッフのアカウントは、その販売店が管理します。',
  'user.denied.SELF': '自分のアカウントには使用できません。',
  'user.denied.LAST_ADMIN': '操作できません：組織の最後の管理者です。',
  'user.intro': 'この組織に所属するメンバーと、各メンバーのこの組織でのロールを管理します。',
  'user.column.joinedAt': '参加日時',
} satisfies Record<keyof typeof en, string>;
