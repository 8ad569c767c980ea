// The mock identity login (the real identity service is external): a page listing the demo users; choosing
// one sets the login-token cookie and returns to the same-origin `redirect` address. No script, CSP-safe.
import { DEMO_USERS, signIn } from './_sim/identity';
import { db } from './_sim/store';
import type { Req, Res } from './_sim/http';
import { safeRedirectPath } from '../src/session/safeRedirect';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

function page(redirect: string) {
  const accounts = db().accounts;
  const buttons = DEMO_USERS.map(({ userId, label }) => {
    const acc = accounts.find((a) => a.userId === userId);
    return `<li><button type="submit" name="userId" value="${escape(userId)}"><strong>${escape(acc?.nickname || userId)}</strong><span>${escape(acc?.account || '')}</span><em>${escape(label)}</em></button></li>`;
  }).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · Customer Operations Platform (simulator)</title>
<style>body{font-family:system-ui,sans-serif;background:#f0f2f5;margin:0;padding:32px;color:#1f1f1f}main{max-width:560px;margin:auto;background:#fff;border-radius:8px;padding:24px 32px}
h1{font-size:22px}ul{list-style:none;padding:0}li{margin:8px 0}button{width:100%;text-align:left;padding:12px 16px;border:1px solid #d9d9d9;border-radius:6px;background:#fff;cursor:pointer;display:grid;gap:2px;font:inherit}
button:hover,button:focus-visible{border-color:#0958d9;outline:2px solid #0958d9}span{color:#434343}em{color:#595959;font-size:13px}</style></head>
<body><main><h1>Sign in to the Customer Operations Platform</h1><p>Simulator identity service: choose a demo user.</p>
<form method="post" action="/mock-login"><input type="hidden" name="redirect" value="${escape(redirect)}"><ul>${buttons}</ul></form></main></body></html>`;
}

export default {
  'GET /mock-login': (req: Req, res: Res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.send(page(safeRedirectPath(String(req.query?.redirect || '/home'))));
  },
  'POST /mock-login': (req: Req, res: Res & { redirect(url: string): void; cookie(name: string, value: string, opts: object): void }) => {
    const token = signIn(String(req.body?.userId || ''));
    if (!token) {
      res.status(400).send('Unknown demo user');
      return;
    }
    res.cookie('token', token, { path: '/', sameSite: 'lax' });
    res.redirect(safeRedirectPath(String(req.body?.redirect || '/home')));
  },
};
