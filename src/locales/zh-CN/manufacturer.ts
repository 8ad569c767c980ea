import type en from '../en-US/manufacturer';

export default {
  'manufacturer.title': '经销商列表',
  'manufacturer.field.name': '经销商名称',
  'manufacturer.field.code': '经销商编码',
  'manufacturer.field.level': '层级',
  'manufacturer.field.parent': '上级经销商',
  'manufacturer.level': '{level}级',
  'manufacturer.current': '当前经销商：{name}',
  'manufacturer.current.tag': '当前',
  'manufacturer.current.help': '您可以管理该经销商及其下级经销商。',
  'manufacturer.none': '该组织由厂商直接服务，没有可管理的经销商。',
  'manufacturer.none.purpose':
    '此页面用于通过经销商开展业务的组织：在此以列表管理该组织的经销商及其下级经销商，并可添加下级经销商。为该组织指定经销商后，经销商将显示在此处。',
  'manufacturer.create': '添加下级经销商',
  'manufacturer.create.under': '新经销商将隶属于{name}。',
  'manufacturer.create.confirm': '确认创建该经销商吗？创建后将无法删除！',
  'manufacturer.create.confirmName': '将在 {parent} 下添加“{name}”。',
  'manufacturer.placeholder.name': '例如：华东服务中心',
  'manufacturer.placeholder.code': '选填，例如 PRD-W',
} satisfies Record<keyof typeof en, string>;
