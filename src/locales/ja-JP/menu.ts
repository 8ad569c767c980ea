import type en from '../en-US/menu';

export default {
  'menu.home': 'ホーム',
  'menu.organization': '組織管理',
  'menu.manufacturer': 'メーカー管理',
  'menu.user': 'ユーザー管理',
  'menu.account': 'アカウント管理',
  'menu.role': 'ロール管理',
  'menu.noAuth': '権限なし',
  'menu.exception': 'エラー',
  'menu.notFound': 'ページが見つかりません',
  'menu.document': 'ドキュメント',
  'menu.document.productDocumentation': '製品ドキュメント',
  'menu.document.maintenanceInstructions': 'メンテナンス手順',
} satisfies Record<keyof typeof en, string>;
