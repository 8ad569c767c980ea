import type en from '../en-US/validation';

export default {
  'validation.required.account': '请输入账号（邮箱或手机号）',
  'validation.required.orgName': '请输入组织名称',
  'validation.required.distributorName': '请输入经销商名称',
  'validation.required.roleName': '请输入角色名称',
  'validation.required.nickname': '请输入昵称',
  'validation.required.tutorialTitle': '请输入视频标题',
  'validation.required.videoUrl': '请输入视频地址',
  'validation.required.currentPassword': '请输入当前密码',
  'validation.required.newPassword': '请输入新密码',
  'validation.required.confirmPassword': '请再次输入新密码',
  'validation.name.special': '不能包含 {chars}',
  'validation.name.space': '首尾不能包含空格',
  'validation.name.invisible': '不能包含不可见字符或文字方向控制字符',
  'validation.minLength4': '至少输入4个字符',
  'validation.maxLength': '最多{max}个字符',
  'validation.length': '长度须为{min}-{max}个字符',
} satisfies Record<keyof typeof en, string>;
