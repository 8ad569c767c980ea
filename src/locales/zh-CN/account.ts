import type en from '../en-US/account';

export default {
  'account.title': '本组织账号',
  'account.edit.title': '编辑账号',
  'account.resetPassword': '重置密码',
  'account.resetPassword.confirm': '确认将该账号的密码重置为默认密码？',
  'account.delete.confirm': '确认删除该账号？删除后将从所有组织中移除，且无法再登录。',
  'account.delete.detail': '将删除的账号：{account}',
  'account.password.title.added': '一次性密码',
  'account.password.title.reset': '密码已重置',
  'account.password.added':
    '请将以下一次性密码告知 {account}：首次登录时使用并设置自己的密码；如其已有账号，则用于接受邀请：',
  'account.password.reset': '账号 {account} 的密码已重置，其所有会话均已结束。一次性密码：',
  'account.password.hint': '仅显示这一次。请通过安全方式告知用户，其登录时须修改密码。',
  'account.copy.label': '复制默认密码',
  'account.copy.failed': '复制失败，请选中密码后手动复制。',
  'account.intro': '管理本组织成员的登录账号：账号名、昵称、重置密码和删除。',
  'account.column.createdAt': '账号创建时间',
} satisfies Record<keyof typeof en, string>;
