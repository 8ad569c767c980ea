import type en from '../en-US/user';

export default {
  'user.title': '本组织成员',
  'user.column.account': '账号',
  'user.column.nickname': '昵称',
  'user.column.role': '角色',
  'user.self': '本人',
  'user.add': '添加用户',
  'user.add.success': '用户添加成功',
  'user.field.account.placeholder': '邮箱或手机号',
  'user.field.account.extra': '已有账号将加入本组织；新账号将以默认密码创建。',
  'user.field.role.placeholder': '请选择角色',
  'user.field.role.required': '请选择角色',
  'user.changeRole': '修改角色',
  'user.changeRole.title': '修改 {account} 的角色',
  'user.changeRole.success': '角色已修改',
  'user.remove': '移除',
  'user.remove.confirm': '确认将该用户移出本组织？',
} satisfies Record<keyof typeof en, string>;
