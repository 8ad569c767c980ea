import type en from '../en-US/user';

export default {
  'user.title': 'この組織のメンバー',
  'user.column.account': 'アカウント',
  'user.column.nickname': 'ニックネーム',
  'user.column.role': 'ロール',
  'user.self': 'あなた',
  'user.add': 'ユーザーを追加',
  'user.add.success': 'ユーザーを追加しました',
  'user.field.account.placeholder': 'メールアドレスまたは電話番号',
  'user.field.account.extra':
    '新しいアカウントはワンタイムパスワードで作成されます。既存のアカウントは招待され、その持ち主がコードで承諾すると参加します。',
  'user.field.role.placeholder': 'ロールを選択',
  'user.field.role.required': 'ロールを選択してください',
  'user.field.role.unavailable': '付与できるのは、自分が持っている権限だけのロールです。選択できないロール：{roles}',
  'user.role.notHeld': '選択できません：このロールにはあなたが持っていない権限が含まれています。',
  'user.changeRole': 'ロールを変更',
  'user.changeRole.title': '{account} のロールを変更',
  'user.changeRole.success': 'ロールを変更しました',
  'user.remove': '組織から削除',
  'user.remove.confirm': 'このユーザーを組織から削除しますか？',
  'user.denied.OUT_OF_SCOPE': '操作できません：このアカウントは管理範囲外の組織にも所属しています。',
  'user.denied.DISTRIBUTOR_STAFF': '操作できません：販売店スタッフのアカウントは、その販売店が管理します。',
  'user.denied.SELF': '自分のアカウントには使用できません。',
  'user.denied.LAST_ADMIN': '操作できません：組織の最後の管理者です。',
  'user.intro': 'この組織に所属するメンバーと、各メンバーのこの組織でのロールを管理します。',
  'user.column.joinedAt': '参加日時',
} satisfies Record<keyof typeof en, string>;
