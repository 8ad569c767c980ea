import type en from '../en-US/shell';

export default {
  'shell.org.label': '現在の組織',
  'shell.org.settings': '{name}のプラットフォーム設定',
  'shell.org.search': '組織を検索',
  'shell.org.count': '{count, plural, =0 {該当する組織はありません} other {#件の組織}}',
  'shell.org.noMatch': '一致する組織はありません',
  'shell.user.menu': 'アカウントメニュー',
  'shell.user.profile': 'マイアカウント',
  'shell.user.settings': 'プラットフォーム設定',
  'shell.mode.viewing': '閲覧中の組織：{name}',
  'shell.mode.exit': '自分の組織に戻る',
  'shell.config.title': 'このデプロイの設定（config.js）に誤りがあります',
  'shell.config.unknown': '不明なキー「{key}」（値「{value}」）は無視されます。',
  'shell.config.unknownSuggest':
    '不明なキー「{key}」（値「{value}」）は無視されます。「{suggestion}」の誤りではありませんか。',
  'shell.config.invalid': '「{key}」の値「{value}」は無効です。代わりに「{fallback}」を使用します。',
  'shell.config.notObject':
    'config.js が window.ROPC_CONFIG にオブジェクトを設定していません。すべてのキーに既定値を使用します。',
  'shell.config.advice':
    'サーバー上の config.js を修正してください。すべてのキーと値は運用ガイド（docs/operations.md の「Runtime configuration」）に記載されています。',
  'shell.chunk.title': 'このページを読み込めませんでした',
  'shell.chunk.partTitle': 'コンソールのこの部分を読み込めませんでした',
  'shell.chunk.offline':
    'オフラインのため、このページを取得できませんでした。ネットワーク接続を確認してから再読み込みしてください。',
  'shell.chunk.partOffline':
    'オフラインのため、この部分を取得できませんでした。ネットワーク接続を確認してから再読み込みしてください。',
  'shell.error.description': '予期しないエラーによりページを表示できませんでした。ページを再読み込みしてください。',
  'shell.error.cause': 'エラー内容：',
  'shell.exception.code': 'エラーコード',
  'shell.exception.message': 'メッセージ',
  'shell.exception.fromAddress': '以下のエラーコードとメッセージは、このページのアドレスに含まれていたものです。',
  'shell.menu.toggle': 'メニューの表示を切り替え',
  'shell.loading': 'ページを読み込み中',
} satisfies Record<keyof typeof en, string>;
