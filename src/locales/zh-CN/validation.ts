import type en from '../en-US/validation';

export default {
  'validation.required': '请填写此项',
  'validation.name.special': '不能包含 {chars}',
  'validation.name.space': '首尾不能包含空格',
  'validation.name.invisible': '不能包含不可见字符或文字方向控制字符',
  'validation.minLength4': '最小长度必须为4或以上',
  'validation.maxLength': '最多{max}个字符',
  'validation.length': '长度须为{min}-{max}个字符',
} satisfies Record<keyof typeof en, string>;
