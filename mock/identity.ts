// The mock identity login (the real identity service is external): a page listing the demo users, and a form for
// an account name and its password (accounts added in the console, with their one-time password); signing in
// sets the login-token cookie and returns to the same-origin `redirect` address (anything else: /home).
// No script, so CSP-safe; in the language of the locale cookie. Only with SIM_CONTROL=1 (_sim/control.ts).
import { cookieNames } from './_sim/cookieNames';
import { DEMO_USERS, signIn, signInWithPassword } from './_sim/identity';
import { localeOf } from './_sim/messages';
import { db } from './_sim/store';
import type { Req, Res } from './_sim/http';
import { controlOnly } from './_sim/control';
import type { Locale } from './_sim/types';
import { safeRedirectPath } from '../src/domain/safeRedirect';

type ExpressRes = Res & {
  redirect(status: number, url: string): void;
  cookie(name: string, value: string, opts: object): void;
};

interface Texts {
  title: string;
  heading: string;
  intro: string;
  unknown: string;
  other: string;
  account: string;
  password: string;
  submit: string;
  wrong: string;
}

const TEXT: Record<Locale, Texts> = {
  'en-US': {
    title: 'Sign in · Customer Operations Platform (simulator)',
    heading: 'Sign in to the Customer Operations Platform',
    intro: 'Simulator identity service: choose a demo user.',
    unknown: 'Unknown demo user. Choose one of the list.',
    other: 'Or sign in with an account name and password',
    account: 'Account',
    password: 'Password',
    submit: 'Sign in',
    wrong: 'The account name or the password is wrong.',
  },
  'ja-JP': {
    title: 'サインイン · 顧客運営プラットフォーム（シミュレーター）',
    heading: '顧客運営プラットフォームにサインイン',
    intro: 'シミュレーターの認証サービスです。デモユーザーを選んでください。',
    unknown: '不明なデモユーザーです。一覧から選んでください。',
    other: 'またはアカウント名とパスワードでサインイン',
    account: 'アカウント',
    password: 'パスワード',
    submit: 'サインイン',
    wrong: 'アカウント名またはパスワードが正しくありません。',
  },
  'zh-CN': {
    title: '登录 · 客户运营平台（模拟器）',
    heading: '登录客户运营平台',
    intro: '模拟器身份服务：请选择一个演示用户。',
    unknown: '未知的演示用户，请从列表中选择。',
    other: '或使用账号名和密码登录',
    account: '账号',
    password: '密码',
    submit: '登录',
    wrong: '账号名或密码不正确。',
  },
};

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

function localeOfCookie(req: Req): Locale {
  const cookie = String(req.headers.cookie || '');
  const name = cookieNames().locale.replace(/\./g, '\\.');
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookie);
  try {
    return localeOf(match ? decodeURIComponent(match[1]) : '');
  } catch {
    return 'en-US';
  }
}

function page(redirect: string, locale: Locale, error?: string) {
  const text = TEXT[locale];
  const accounts = db().accounts;
  const buttons = DEMO_USERS.map(({ userId, labels }) => {
    const acc = accounts.find((a) => a.userId === userId);
    return `<li><button type="submit" name="userId" value="${escape(userId)}"><strong>${escape(acc?.nickname || userId)}</strong><span>${escape(acc?.account || '')}</span><em>${escape(labels[locale])}</em></button></li>`;
  }).join('');
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(text.title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f0f2f5;margin:0;padding:32px;color:#1f1f1f}main{max-width:560px;margin:auto;background:#fff;border-radius:8px;padding:24px 32px}
h1{font-size:22px}ul{list-style:none;padding:0}li{margin:8px 0}button{width:100%;text-align:left;padding:12px 16px;border:1px solid #d9d9d9;border-radius:6px;background:#fff;cursor:pointer;display:grid;gap:2px;font:inherit;color:inherit}
button:hover,button:focus-visible{border-color:#0958d9;outline:2px solid #0958d9}h2{font-size:16px;margin-top:24px}
form.password{display:grid;gap:12px}label{display:grid;gap:4px}input{font:inherit;padding:8px;border:1px solid #8c8c8c;border-radius:6px}span{color:#434343}em{color:#595959;font-size:13px}p[role=alert]{color:#a8071a}</style></head>
<body><main><h1>${escape(text.heading)}</h1><p>${escape(text.intro)}</p>${error ? `<p role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/mock-login"><input type="hidden" name="redirect" value="${escape(redirect)}"><ul>${buttons}</ul></form>
<h2>${escape(text.other)}</h2><form method="post" action="/mock-login" class="password"><input type="hidden" name="redirect" value="${escape(redirect)}">
<label>${escape(text.account)}<input name="account" autocomplete="username" required></label>
<label>${escape(text.password)}<input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">${escape(text.submit)}</button></form></main></body></html>`;
}

export default controlOnly<ExpressRes, Record<string, (req: Req, res: ExpressRes) => void>>({
  'GET /mock-login': (req: Req, res: Res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).send(page(safeRedirectPath(String(req.query?.redirect || '/home')), localeOfCookie(req)));
  },
  'POST /mock-login': (req: Req, res: ExpressRes) => {
    const redirect = safeRedirectPath(String(req.body?.redirect || '/home'));
    const withPassword = typeof req.body?.account === 'string';
    const token = withPassword
      ? signInWithPassword(String(req.body.account).trim(), String(req.body?.password || ''))
      : signIn(String(req.body?.userId || ''));
    if (!token) {
      const locale = localeOfCookie(req);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.status(400).send(page(redirect, locale, withPassword ? TEXT[locale].wrong : TEXT[locale].unknown));
      return;
    }
    res.cookie(cookieNames().token, token, { path: '/', sameSite: 'lax' });
    res.redirect(303, redirect);
  },
});
