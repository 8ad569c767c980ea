import type en from '../en-US/shell';

export default {
  'shell.org.label': '当前组织',
  'shell.org.search': '搜索组织',
  'shell.org.count': '{count, plural, =0 {未找到组织} other {#个组织}}',
  'shell.org.noMatch': '没有匹配的组织',
  'shell.user.menu': '账号菜单',
  'shell.user.profile': '个人中心',
  'shell.user.settings': '平台设置',
  'shell.mode.viewing': '正在查看组织：{name}',
  'shell.mode.exit': '返回我的组织',
  'shell.chunk.title': '页面加载失败',
  'shell.chunk.partTitle': '控制台的此部分加载失败',
  'shell.chunk.offline': '网络已断开，无法获取此页面。请检查网络连接后重新加载。',
  'shell.chunk.partOffline': '网络已断开，无法获取此部分。请检查网络连接后重新加载。',
  'shell.error.description': '发生意外错误，页面无法显示。请重新加载页面。',
  'shell.exception.code': '错误码',
  'shell.exception.message': '错误信息',
  'shell.exception.fromAddress': '以下错误码和错误信息来自本页面的地址。',
  'shell.menu.toggle': '展开或收起菜单',
  'shell.loading': '页面加载中',
} satisfies Record<keyof typeof en, string>;
