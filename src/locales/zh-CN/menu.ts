import type en from '../en-US/menu';

export default {
  'menu.home': '首页',
  'menu.organization': '组织管理',
  'menu.manufacturer': '厂商管理',
  'menu.user': '用户管理',
  'menu.account': '账号管理',
  'menu.role': '角色管理',
  'menu.noAuth': '无权限',
  'menu.exception': '错误',
  'menu.notFound': '页面不存在',
  'menu.document': '文档',
  'menu.document.productDocumentation': '产品文档',
  'menu.document.maintenanceInstructions': '维护说明',
} satisfies Record<keyof typeof en, string>;
