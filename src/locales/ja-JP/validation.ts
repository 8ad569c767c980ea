import type en from '../en-US/validation';

export default {
  'validation.required.account': 'アカウント（メールアドレスまたは電話番号）を入力してください',
  'validation.required.orgName': '組織名を入力してください',
  'validation.required.distributorName': '販売店名を入力してください',
  'validation.required.roleName': 'ロール名を入力してください',
  'validation.required.nickname': 'ニックネームを入力してください',
  'validation.required.tutorialTitle': '動画のタイトルを入力してください',
  'validation.required.videoUrl': '動画の URL を入力してください',
  'validation.required.currentPassword': '現在のパスワードを入力してください',
  'validation.required.newPassword': '新しいパスワードを入力してください',
  'validation.required.confirmPassword': '確認のため、新しいパスワードをもう一度入力してください',
  'validation.name.special': '{chars} は使用できません',
  'validation.name.space': '先頭または末尾にスペースは使用できません',
  'validation.name.invisible': '不可視文字や文字方向の制御文字は使用できません',
  'validation.minLength4': '4文字以上で入力してください',
  'validation.maxLength': '{max}文字以内で入力してください',
  'validation.length': '{min}〜{max}文字で入力してください',
} satisfies Record<keyof typeof en, string>;
