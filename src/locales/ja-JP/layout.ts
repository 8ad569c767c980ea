import type en from '../en-US/layout';

export default {
  'layout.noAuth': '現在、組織の権限がありません。管理者に設定を依頼してください。',
  'layout.noAuth.account': 'サインイン中のアカウント',
  'layout.noAuth.org': '組織',
  'layout.noAuth.noOrg': 'なし（どの組織にも所属していません）',
  'layout.noAuth.orgWithId': '{name}（{id}）',
  'layout.noAuth.forAdmin': 'この情報を管理者に伝えると、このアカウントにロールを割り当ててもらえます。',
  'layout.noAuth.copy': 'アカウントと組織をコピー',
  'layout.noAuth.copied': 'アカウント：{account}\n組織：{org}',
  'layout.forbidden': 'このページを開く権限がありません。',
  'layout.notFound': '開いたページは存在しません。',
  'layout.exception.title': 'エラーが発生しました',
  'layout.chunkError': 'コンソールの新しいバージョンが公開されました。ページを再読み込みしてください。',
  'layout.logout': 'ログアウト',
  'layout.language': '言語',
  'layout.breadcrumb': 'パンくずリスト',
  'layout.welcome': 'ようこそ、{name} さん',
} satisfies Record<keyof typeof en, string>;
