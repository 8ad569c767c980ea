/**
 * The platform's business codes and its own message texts, by code, in the language of x-locale; and the texts of
 * the validation rules that 010007 answers name in `data.rule`.
 */
import { FORBIDDEN_NAME_CHARS } from '../../src/domain/nameRules';
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
  outOfScope: '010015',
  ownAccount: '010016',
  lastAdmin: '010017',
  beyondHeld: '010018',
  passwordThrottled: '010021',
  idempotencyKeyReused: '010022',
} as const;

export const messages: Record<string, Text> = {
  '000200': { 'en-US': 'success', 'ja-JP': '成功', 'zh-CN': '成功' },
  '000500': { 'en-US': 'System error', 'ja-JP': 'システムエラー', 'zh-CN': '系统错误' },
  '000401': { 'en-US': 'Session expired', 'ja-JP': 'セッションの有効期限切れ', 'zh-CN': '登录已过期' },
  '000402': { 'en-US': 'No access', 'ja-JP': 'アクセス権がありません', 'zh-CN': '无访问权限' },
  '060103': { 'en-US': 'Operation not allowed', 'ja-JP': '操作できません', 'zh-CN': '不允许该操作' },
  '010001': { 'en-US': 'Account name is duplicate', 'ja-JP': 'アカウント名が重複しています', 'zh-CN': '账号名称重复' },
  '010002': { 'en-US': 'Organization name is duplicate', 'ja-JP': '組織名が重複しています', 'zh-CN': '组织名称重复' },
  '010003': {
    'en-US': 'Distributor name is duplicate',
    'ja-JP': '販売店名が重複しています',
    'zh-CN': '经销商名称重复',
  },
  '010004': { 'en-US': 'Account does not exist', 'ja-JP': 'アカウントが存在しません', 'zh-CN': '账号不存在' },
  '010005': {
    'en-US': 'The user has joined this manufacturer',
    'ja-JP': 'このユーザーはすでにこのメーカーに参加しています',
    'zh-CN': '该用户已加入此厂商',
  },
  '010006': { 'en-US': 'User already exists', 'ja-JP': 'ユーザーはすでに存在します', 'zh-CN': '用户已存在' },
  '010007': { 'en-US': 'Invalid parameters', 'ja-JP': 'パラメータが不正です', 'zh-CN': '参数不合法' },
  '010008': { 'en-US': 'Not found', 'ja-JP': '見つかりません', 'zh-CN': '数据不存在' },
  '010009': { 'en-US': 'Conflict', 'ja-JP': '競合しています', 'zh-CN': '数据冲突' },
  '010010': {
    'en-US': 'Default roles cannot be deleted',
    'ja-JP': 'デフォルトのロールは削除できません',
    'zh-CN': '默认角色不可删除',
  },
  '010011': {
    'en-US': 'A created distributor cannot be deleted',
    'ja-JP': '作成済みの販売店は削除できません',
    'zh-CN': '经销商创建后不可删除',
  },
  '010012': { 'en-US': 'Permission denied', 'ja-JP': '権限がありません', 'zh-CN': '无操作权限' },
  '010013': {
    'en-US': 'The current password is incorrect',
    'ja-JP': '現在のパスワードが正しくありません',
    'zh-CN': '当前密码不正确',
  },
  '010014': {
    'en-US': 'The role is assigned to users',
    'ja-JP': 'このロールはユーザーに割り当てられています',
    'zh-CN': '该角色仍被用户使用',
  },
  '010015': {
    'en-US': 'The account belongs to an organization outside your administrative scope',
    'ja-JP': 'このアカウントは管理範囲外の組織に所属しています',
    'zh-CN': '该账号属于您管理范围之外的组织',
  },
  '010016': {
    'en-US': 'You cannot delete, remove or change the role of your own account',
    'ja-JP': '自分のアカウントの削除、除外、ロール変更はできません',
    'zh-CN': '不能删除、移除自己的账号或更改自己的角色',
  },
  '010017': {
    'en-US': "An organization's last administrator cannot be removed or demoted",
    'ja-JP': '組織の最後の管理者は除外または降格できません',
    'zh-CN': '不能移除组织的最后一位管理员或降低其角色',
  },
  '010018': {
    'en-US': 'The role has permissions you do not hold',
    'ja-JP': 'このロールには、ご自身が持っていない権限が含まれています',
    'zh-CN': '该角色包含您不具备的权限',
  },
  '010021': {
    'en-US': 'Too many wrong passwords; try again later',
    'ja-JP': 'パスワードの誤りが続いたため、しばらくしてから再度お試しください',
    'zh-CN': '密码错误次数过多，请稍后再试',
  },
  '010022': {
    'en-US': 'The idempotency key was already used for a different request',
    'ja-JP': 'この冪等キーは別のリクエストですでに使用されています',
    'zh-CN': '该幂等键已用于其他请求',
  },
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

/** What a rule's text may state: the bounds of a length or a range, whether the field is a list, the field. */
export interface RuleParams {
  min?: number;
  max?: number;
  /** The field is a list (tooLong counts entries, not characters). */
  list?: boolean;
  field?: string;
  /** rule space: white space anywhere is refused (a password), not only at the ends. */
  anywhere?: boolean;
}

const text = (en: string, ja: string, zh: string): Text => ({ 'en-US': en, 'ja-JP': ja, 'zh-CN': zh });
const CHARS = FORBIDDEN_NAME_CHARS.join(' ');

/** The text of each rule of 010007 (`data.rule`); the console translates data.rule itself, this is the `msg`. */
const RULE_TEXTS: Record<string, (p: RuleParams) => Text> = {
  required: () => text('Fill in this field', 'この項目を入力してください', '请填写此项'),
  invisible: () =>
    text(
      'Must not contain invisible or text-direction characters',
      '不可視文字や文字方向の制御文字は使用できません',
      '不能包含不可见字符或文字方向控制字符',
    ),
  special: () =>
    text(
      `Must not contain special characters: ${CHARS}`,
      `特殊文字（${CHARS}）は使用できません`,
      `不能包含特殊字符：${CHARS}`,
    ),
  space: (p) =>
    p.anywhere
      ? text('Must not contain spaces', 'スペースは使用できません', '不能包含空格')
      : text('Must not start or end with a space', '先頭または末尾にスペースは使用できません', '首尾不能包含空格'),
  // Spec section 5: "Minimum length must be 4 or more" (the organisation name, the only name with a minimum over 1).
  tooShort: ({ min = 4 }) =>
    text(`Minimum length must be ${min} or more`, `${min}文字以上で入力してください`, `最小长度必须为${min}或以上`),
  tooLong: ({ max, list }) => {
    if (list)
      return max === undefined
        ? text('Too many entries', '件数が多すぎます', '条目过多')
        : text(`At most ${max} entries`, `${max}件以内で指定してください`, `最多${max}项`);
    return max === undefined
      ? text('The value is too long', '長すぎます', '内容过长')
      : text(`Maximum length is ${max} characters`, `${max}文字以内で入力してください`, `最多${max}个字符`);
  },
  length: ({ min, max }) =>
    min === undefined || max === undefined
      ? text('The length is not allowed', '文字数が正しくありません', '长度不符合要求')
      : text(
          `Length must be ${min}-${max} characters`,
          `${min}〜${max}文字で入力してください`,
          `长度须为${min}-${max}个字符`,
        ),
  contact: ({ field }) => {
    if (field === 'email')
      return text('Enter a valid e-mail address', '正しいメールアドレスを入力してください', '请输入有效的邮箱地址');
    if (field === 'phone')
      return text('Enter a valid phone number', '正しい電話番号を入力してください', '请输入有效的电话号码');
    return text(
      'Enter a valid e-mail address or phone number',
      '正しいメールアドレスまたは電話番号を入力してください',
      '请输入有效的邮箱地址或电话号码',
    );
  },
  url: () =>
    text(
      'Enter an http(s) address or a path on this site',
      'http(s) のアドレス、またはこのサイトのパスを入力してください',
      '请输入 http(s) 地址或本站路径',
    ),
  type: () => text('The value has the wrong type', '値の型が正しくありません', '值的类型不正确'),
  format: () => text('The value is not in the expected format', '値の形式が正しくありません', '格式不正确'),
  oneOf: () => text('The value is not one of the allowed options', '選択できない値です', '该值不在可选范围内'),
  enum: () => text('The value is not one of the allowed options', '選択できない値です', '该值不在可选范围内'),
  range: ({ min, max }) =>
    min !== undefined && max !== undefined
      ? text(`Must be between ${min} and ${max}`, `${min}〜${max}の範囲で入力してください`, `须在${min}到${max}之间`)
      : text('The value is out of range', '値が範囲外です', '值超出范围'),
  duplicate: () => text('This name is already in use', 'この名前はすでに使用されています', '该名称已被使用'),
  unknown: () => text('Unknown field or value', '不明な項目または値です', '未知的字段或值'),
  scope: () => text('Outside the organisations in view', '表示できる組織の範囲外です', '超出可查看的组织范围'),
  weak: () =>
    text(
      'The password needs an upper-case letter, a lower-case letter, a digit and a symbol',
      'パスワードには大文字、小文字、数字、記号を含めてください',
      '密码须包含大写字母、小写字母、数字和符号',
    ),
  same: () =>
    text(
      'The new password must differ from the current one',
      '新しいパスワードは現在のパスワードと異なるものにしてください',
      '新密码不能与当前密码相同',
    ),
};

/** The rules that have a text of their own. */
export const VALIDATION_RULES = Object.keys(RULE_TEXTS);

/** The message of a 010007 answer for `rule`, one per language; an unknown rule gets 010007's own message. */
export function ruleMessage(rule: unknown, params: RuleParams = {}): Text {
  return typeof rule === 'string' && Object.prototype.hasOwnProperty.call(RULE_TEXTS, rule)
    ? RULE_TEXTS[rule](params)
    : messages[Codes.invalid];
}
