import type en from '../en-US/alarmLive';

export default {
  'alarm.live.new': '新',
  'alarm.live.count': '{count}条新告警',
  'alarm.live.pending': '有{count}条符合当前筛选条件的新告警。',
  'alarm.live.show': '查看',
  'alarm.notice.one': '新告警：{type}',
  'alarm.notice.view': '查看',
  'alarm.notice.announce': '新告警：{device} 发生{type}',
  'alarm.desktop.title': '桌面通知',
  'alarm.desktop.intro': '即使控制台在后台标签页中，浏览器也会通知新告警。无论打开多少个标签页，每条告警只通知一次。',
  'alarm.desktop.switch': '在此浏览器上接收告警的桌面通知',
  'alarm.desktop.state.on': '已开启',
  'alarm.desktop.state.off': '已关闭',
  'alarm.desktop.state.blocked': '已被浏览器阻止',
  'alarm.desktop.state.unsupported': '此浏览器不支持桌面通知。',
  'alarm.desktop.blocked.title': '浏览器已阻止控制台的通知',
  'alarm.desktop.blocked.help': '如需允许，请点击地址栏左侧的图标，将“通知”设为“允许”，然后重新加载此页面。',
  'alarm.desktop.types': '通知以下告警类型：',
  'alarm.desktop.noTypes': '所有告警类型均已静音，没有需要通知的告警。',
  'alarm.desktop.typesWhere': '告警类型由组织在平台设置的“告警通知”中选择。',
  'alarm.desktop.openSettings': '打开平台设置',
} satisfies Record<keyof typeof en, string>;
