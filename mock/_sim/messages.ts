/** The platform's business codes and its own message texts, by code, in the language of x-locale. */
import type { Locale, Text } from './types';

export const Codes = {
  success: '000200',
  defaultError: '000500',
  sessionExpired: '000401',
  noAccess: '000402',
  specialReason: '060103',
  accountDuplicate: '010001',
  orgDuplicate: '010002',
  distributorDuplicate: '010003',
  accountMissing: '010004',
  joinedManufacturer: '010005',
  userExists: '010006',
  invalid: '010007',
  notFound: '010008',
  conflict: '010009',
  defaultRole: '010010',
  distributorUndeletable: '010011',
  forbidden: '010012',
  wrongPassword: '010013',
  roleInUse: '010014',
} as const;

export const messages: Record<string, Text> = {
  '000200': { 'en-US': 'success', 'ja-JP': '成功', 'zh-CN': '成功' },
  '000500': { 'en-US': 'System error', 'ja-JP': 'システムエラー', 'zh-CN': '系统错误' },
  '000401': { 'en-US': 'Session expired', 'ja-JP': 'セッションの有効期限切れ', 'zh-CN': '登录已过期' },
  '000402': { 'en-US': 'No access', 'ja-JP': 'アクセス権がありません', 'zh-CN': '无访问权限' },
  '060103': { 'en-US': 'Operation not allowed', 'ja-JP': '操作できません', 'zh-CN': '不允许该操作' },
  '010001': { 'en-US': 'Account name is duplicate', 'ja-JP': 'アカウント名が重複しています', 'zh-CN': '账号名称重复' },
  '010002': { 'en-US': 'Organization name is duplicate', 'ja-JP': '組織名が重複しています', 'zh-CN': '组织名称重复' },
  '010003': { 'en-US': 'Distributor name is duplicate', 'ja-JP': '販売店名が重複しています', 'zh-CN': '经销商名称重复' },
  '010004': { 'en-US': 'Account does not exist', 'ja-JP': 'アカウントが存在しません', 'zh-CN': '账号不存在' },
  '010005': { 'en-US': 'The user has joined this manufacturer', 'ja-JP': 'このユーザーはすでにこのメーカーに参加しています', 'zh-CN': '该用户已加入此厂商' },
  '010006': { 'en-US': 'User already exists', 'ja-JP': 'ユーザーはすでに存在します', 'zh-CN': '用户已存在' },
  '010007': { 'en-US': 'Invalid parameters', 'ja-JP': 'パラメータが不正です', 'zh-CN': '参数不合法' },
  '010008': { 'en-US': 'Not found', 'ja-JP': '見つかりません', 'zh-CN': '数据不存在' },
  '010009': { 'en-US': 'Conflict', 'ja-JP': '競合しています', 'zh-CN': '数据冲突' },
  '010010': { 'en-US': 'Default roles cannot be deleted', 'ja-JP': 'デフォルトのロールは削除できません', 'zh-CN': '默认角色不可删除' },
  '010011': { 'en-US': 'A created distributor cannot be deleted', 'ja-JP': '作成済みの販売店は削除できません', 'zh-CN': '经销商创建后不可删除' },
  '010012': { 'en-US': 'Permission denied', 'ja-JP': '権限がありません', 'zh-CN': '无操作权限' },
  '010013': { 'en-US': 'The current password is incorrect', 'ja-JP': '現在のパスワードが正しくありません', 'zh-CN': '当前密码不正确' },
  '010014': { 'en-US': 'The role is assigned to users', 'ja-JP': 'このロールはユーザーに割り当てられています', 'zh-CN': '该角色仍被用户使用' },
};

/** The language of an x-locale value: ja-JP, zh-CN (also "ja", "zh", "zh_CN", any case), else en-US. */
export function localeOf(header: unknown): Locale {
  const value = typeof header === 'string' ? header.trim().toLowerCase().replace('_', '-') : '';
  if (value === 'ja' || value.startsWith('ja-')) return 'ja-JP';
  if (value === 'zh' || value.startsWith('zh-')) return 'zh-CN';
  return 'en-US';
}

/** The platform's message for a code; an unknown code gets the generic error text. */
export function messageOf(code: string, locale: Locale): string {
  return (Object.prototype.hasOwnProperty.call(messages, code) ? messages[code] : messages['000500'])[locale];
}

/** The `{ code, msg, data }` envelope; `msg` is the code's message unless given (a text or one per language). */
export function envelope(code: string, locale: Locale, data: unknown = null, msg?: string | Text) {
  const text = msg === undefined ? messageOf(code, locale) : typeof msg === 'string' ? msg : msg[locale];
  return { code, msg: text, data };
}
