import type en from '../en-US/validation';

export default {
  'validation.required': 'この項目を入力してください',
  'validation.name.special': '{chars} は使用できません',
  'validation.name.space': '先頭または末尾にスペースは使用できません',
  'validation.name.invisible': '不可視文字や文字方向の制御文字は使用できません',
  'validation.minLength4': '4文字以上で入力してください',
  'validation.maxLength': '{max}文字以内で入力してください',
  'validation.length': '{min}〜{max}文字で入力してください',
} satisfies Record<keyof typeof en, string>;
