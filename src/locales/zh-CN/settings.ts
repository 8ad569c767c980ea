import type en from '../en-US/settings';

export default {
  'settings.title': '平台设置',
  'settings.org.heading': '{name} 的设置',
  'settings.noPermission.title': '您没有打开平台设置的权限',
  'settings.noPermission.description': '如需修改组织设置，请联系该组织的管理员。布局主题等个人偏好可在个人中心中设置。',
  'settings.noPermission.openProfile': '打开个人中心',
  'settings.readOnly': '您可以查看这些设置，但无法修改。如需修改，请联系该组织的管理员。',
  'settings.inherited': '该组织当前沿用上级组织的设置。在此保存后，该组织将拥有独立的设置。',
  'settings.loadFailed': '设置加载失败。',
  'settings.saved': '设置已保存',
  'settings.language': '通知语言',
  'settings.language.extra':
    '平台为该组织发送通知（如告警邮件和短信）时使用的语言。控制台的界面语言由每个人在页头自行选择。',
  'settings.language.required': '请选择通知语言',
  'settings.timeZone': '时区',
  'settings.timeZone.extra':
    '告警时间、创建时间和告警筛选的日期均按此时区显示。首页仪表盘同样按此时区的自然日汇总，并在页面上注明。',
  'settings.timeZone.now': '当地当前时间：{time}',
  'settings.timeZone.invalid': '请从列表中选择时区',
  'settings.alarms': '告警通知',
  'settings.alarms.extra': '已静音的告警类型不计入告警铃铛的未读数，也不会出现在最近告警中；告警列表仍会显示全部告警。',
  'settings.alarms.notify': '在控制台通知{type}',
  'settings.alarms.on': '通知',
  'settings.alarms.off': '静音',
  'settings.appearance': '外观',
  'settings.appearance.personal': '仅对您生效：您的选择会应用到您登录的所有组织和设备。',
  'settings.theme': '布局主题',
  'settings.theme.light': '浅色',
  'settings.theme.dark': '深色',
} satisfies Record<keyof typeof en, string>;
