import type en from '../en-US/help';

export default {
  'help.label': 'ヘルプ',
  'help.productDocumentation': '製品ドキュメント',
  'help.maintenanceInstructions': 'メンテナンス手順',
  'help.videoTutorials': '動画チュートリアル',
  'help.thisPage': 'このページのヘルプ：{section}',
  'help.pageLink': 'ヘルプ：{section}',
  'help.section.home': 'ホームのダッシュボード',
  'help.section.organization': '組織管理',
  'help.section.manufacturer': 'メーカー管理',
  'help.section.user': 'ユーザー管理',
  'help.section.account': 'アカウント管理',
  'help.section.role': 'ロール管理',

  'palette.open': '検索',
  'palette.title': '移動先を検索',
  'palette.placeholder': 'ページ、組織、ドキュメント、アラームを検索',
  'palette.group.pages': 'ページ',
  'palette.group.orgs': '組織',
  'palette.group.docs': 'ドキュメント',
  'palette.group.alarms': '最近のアラーム',
  'palette.current': '現在',
  'palette.more': 'ほかに{count}件あります。入力を続けて絞り込んでください',
  'palette.empty': '「{query}」に一致するものはありません。',
  'palette.hint': '↑↓で移動・Enterで開く・Escで閉じる',
  'palette.results': '{count, plural, =0 {該当なし} other {#件}}',
} satisfies Record<keyof typeof en, string>;
