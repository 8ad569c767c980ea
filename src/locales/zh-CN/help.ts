import type en from '../en-US/help';

export default {
  'help.label': '帮助',
  'help.productDocumentation': '产品文档',
  'help.maintenanceInstructions': '维护说明',
  'help.videoTutorials': '视频教程',
  'help.thisPage': '本页帮助：{section}',
  'help.pageLink': '帮助：{section}',
  'help.section.home': '首页仪表盘',
  'help.section.organization': '组织管理',
  'help.section.manufacturer': '厂商管理',
  'help.section.user': '用户管理',
  'help.section.account': '账号管理',
  'help.section.role': '角色管理',

  'palette.open': '搜索',
  'palette.title': '快速跳转',
  'palette.placeholder': '搜索页面、组织、文档和告警',
  'palette.group.pages': '页面',
  'palette.group.orgs': '组织',
  'palette.group.docs': '文档',
  'palette.group.alarms': '最近告警',
  'palette.current': '当前',
  'palette.more': '还有{count}项匹配，请继续输入以缩小范围',
  'palette.empty': '没有与“{query}”匹配的内容。',
  'palette.hint': '↑↓ 移动 · Enter 打开 · Esc 关闭',
  'palette.results': '{count, plural, =0 {无结果} other {#项结果}}',
} satisfies Record<keyof typeof en, string>;
