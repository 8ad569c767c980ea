import type en from '../en-US/settings';

export default {
  'settings.title': 'プラットフォーム設定',
  'settings.org.heading': '{name} の設定',
  'settings.noPermission.title': 'プラットフォーム設定を開く権限がありません',
  'settings.noPermission.description':
    '組織の設定を変更する必要がある場合は、この組織の管理者にお問い合わせください。レイアウトテーマなどの個人の設定はマイアカウントで変更できます。',
  'settings.noPermission.openProfile': 'マイアカウントを開く',
  'settings.readOnly': 'この設定は閲覧のみ可能です。変更が必要な場合は、この組織の管理者に依頼してください。',
  'settings.inherited': 'この組織は親組織の設定を使用しています。ここで保存すると、この組織独自の設定になります。',
  'settings.loadFailed': '設定を読み込めませんでした。',
  'settings.saved': '設定を保存しました',
  'settings.language': '通知の言語',
  'settings.language.extra':
    'プラットフォームがこの組織向けに送信する通知（アラームのメールや SMS など）の言語です。コンソールの表示言語は、各自がヘッダーで選択します。',
  'settings.language.required': '通知の言語を選択してください',
  'settings.timeZone': 'タイムゾーン',
  'settings.timeZone.extra':
    'アラーム時刻、作成日時、アラーム絞り込みの日付はこのタイムゾーンで表示されます。ホームのダッシュボードもこのタイムゾーンの暦日単位で集計し、その旨を表示します。',
  'settings.timeZone.now': '現地の現在時刻：{time}',
  'settings.timeZone.invalid': '一覧からタイムゾーンを選択してください',
  'settings.alarms': 'アラーム通知',
  'settings.alarms.extra':
    'ミュートしたアラーム種別は、アラームベルの件数に含まれず、最近のアラームにも表示されません。アラーム一覧にはすべてのアラームが表示されます。',
  'settings.alarms.notify': '{type} をコンソールで通知',
  'settings.alarms.on': '通知',
  'settings.alarms.off': 'ミュート',
  'settings.appearance': '表示',
  'settings.appearance.personal': '個人の設定です。サインインするすべての組織と端末に適用されます。',
  'settings.theme': 'レイアウトテーマ',
  'settings.theme.light': 'ライト',
  'settings.theme.dark': 'ダーク',
} satisfies Record<keyof typeof en, string>;
