import type en from '../en-US/layout';

export default {
  'layout.noAuth': '您当前没有组织权限，请联系管理员进行配置。',
  'layout.noAuth.account': '当前登录账号',
  'layout.noAuth.org': '组织',
  'layout.noAuth.noOrg': '无（该账号未加入任何组织）',
  'layout.noAuth.orgWithId': '{name}（{id}）',
  'layout.noAuth.forAdmin': '请将以上信息发给管理员，以便为该账号分配角色。',
  'layout.noAuth.copy': '复制账号和组织',
  'layout.noAuth.copied': '账号：{account}\n组织：{org}',
  'layout.forbidden': '您没有权限访问此页面。',
  'layout.notFound': '您访问的页面不存在。',
  'layout.exception.title': '出错了',
  'layout.chunkError': '控制台已发布新版本，请重新加载页面。',
  'layout.logout': '退出登录',
  'layout.language': '语言',
  'layout.breadcrumb': '面包屑导航',
  'layout.welcome': '欢迎，{name}',
} satisfies Record<keyof typeof en, string>;
