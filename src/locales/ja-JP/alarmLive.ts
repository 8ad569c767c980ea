import type en from '../en-US/alarmLive';

export default {
  'alarm.live.new': '新着',
  'alarm.live.count': '新しいアラーム{count}件',
  'alarm.live.pending': 'この条件に合う新しいアラームが{count}件あります。',
  'alarm.live.show': '表示',
  'alarm.notice.one': '新しいアラーム：{type}',
  'alarm.notice.view': '表示',
  'alarm.notice.announce': '新しいアラーム：{device} で {type}',
  'alarm.desktop.title': 'デスクトップ通知',
  'alarm.desktop.intro':
    'コンソールが背面のタブにあっても、新しいアラームをブラウザーが通知します。タブをいくつ開いていても、通知はアラーム1件につき1回です。',
  'alarm.desktop.switch': 'このブラウザーでのアラームのデスクトップ通知',
  'alarm.desktop.state.on': 'オン',
  'alarm.desktop.state.off': 'オフ',
  'alarm.desktop.state.blocked': 'ブラウザーでブロックされています',
  'alarm.desktop.state.unsupported': 'このブラウザーはデスクトップ通知に対応していません。',
  'alarm.desktop.blocked.title': 'ブラウザーがコンソールからの通知をブロックしています',
  'alarm.desktop.blocked.help':
    '許可するには、アドレスバー左側のアイコンを選び、「通知」を「許可」にしてから、このページを再読み込みしてください。',
  'alarm.desktop.types': '通知するアラームの種類：',
  'alarm.desktop.noTypes': 'すべてのアラームの種類がミュートされているため、通知するものはありません。',
  'alarm.desktop.typesWhere': 'アラームの種類は、組織ごとにプラットフォーム設定の「アラーム通知」で選びます。',
  'alarm.desktop.openSettings': 'プラットフォーム設定を開く',
} satisfies Record<keyof typeof en, string>;
