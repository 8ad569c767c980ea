import type en from '../en-US/manufacturer';

export default {
  'manufacturer.title': '販売店一覧',
  'manufacturer.field.name': '販売店名',
  'manufacturer.field.code': '販売店コード',
  'manufacturer.field.level': '階層',
  'manufacturer.field.parent': '上位販売店',
  'manufacturer.level': '第{level}階層',
  'manufacturer.current': '現在の販売店：{name}',
  'manufacturer.current.tag': '現在',
  'manufacturer.current.help': 'この販売店とその配下の販売店を管理できます。',
  'manufacturer.none': 'この組織はメーカーの直接取引先のため、管理対象の販売店はありません。',
  'manufacturer.none.purpose':
    'このページでは、販売店を通じて取引する組織の販売店と、その配下の販売店を一覧で管理し、下位販売店を追加できます。この組織に販売店が割り当てられると、ここに表示されます。',
  'manufacturer.create': '下位販売店を追加',
  'manufacturer.create.under': '新しい販売店は{name}の配下に作成されます。',
  'manufacturer.create.confirm': 'この販売店を作成しますか？作成後は削除できません。',
  'manufacturer.create.confirmName': '「{name}」を {parent} の配下に追加します。',
  'manufacturer.placeholder.name': '例：西日本サービス',
  'manufacturer.placeholder.code': '任意（例：PRD-W）',
} satisfies Record<keyof typeof en, string>;
