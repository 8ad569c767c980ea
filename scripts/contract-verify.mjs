// `npm run contract:verify -- --base URL (--token T | --login USER:PASS) [--org ID] [--write]`: does a live platform
// honour contract/openapi.yaml? The checks come from the document (scripts/verify/checks.mjs), in the manner of
// Schemathesis: every read operation with a valid token, a forged one, without x-bus-id, in an organisation outside
// the caller's scope, at the paging edges and in each x-locale; with --write a create → read → update → delete
// cycle on scratch records it makes and removes, the idempotency key and 010007 per rule. An optional event stream
// (`x-stream`, the alarm stream) is checked by its first bytes when offered, and reported "not offered" on 404
// without failing. Read-only unless
// --write; it says what it will do first; rate-limited (--rate, requests per second). A table per operation,
// JUnit XML with --junit FILE, exit 1 on any failed check (2 when it cannot start).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DEFAULT_CONTRACT, loadContract } from './verify/document.mjs';
import { createRunner } from './verify/checks.mjs';
import { junit, table, totals } from './verify/report.mjs';

const USAGE = `Usage: npm run contract:verify -- --base URL (--token T | --login USER:PASS) [options]

  --base URL            the platform (or a console origin that proxies /api/ to it)
  --token T             a login token (x-access-token) of a user who may open --org
  --login USER:PASS     sign in first: POST {login-path} { userId, account, password } answering data.token
                        (the simulator's /api/__sim/login, with SIM_CONTROL=1, takes a user id, no password)
  --login-path PATH     where --login signs in (default /api/__sim/login)
  --org ID              the organisation to act in (default: the first of the caller's organisations)
  --foreign-org ID      an organisation the caller may not open (default: an id that does not exist)
  --limited-token T     a user in --org whose role holds no permission codes: each read's x-permission is checked
  --limited-login U:P   the same, signed in as --login does
  --only IDS            only these operations (operationIds, comma-separated)
  --write               also create, read, update and delete scratch records (only those it makes)
  --rate N              requests per second at most (default 10)
  --timeout MS          per request (default 15000)
  --junit FILE          write JUnit XML
  --contract FILE       the document (default contract/openapi.yaml)
  --quiet               the summary line and failures only`;

function options() {
  const { values } = parseArgs({
    options: {
      base: { type: 'string' },
      token: { type: 'string' },
      login: { type: 'string' },
      'login-path': { type: 'string', default: '/api/__sim/login' },
      org: { type: 'string' },
      'foreign-org': { type: 'string' },
      'limited-token': { type: 'string' },
      'limited-login': { type: 'string' },
      only: { type: 'string' },
      write: { type: 'boolean', default: false },
      rate: { type: 'string', default: '10' },
      timeout: { type: 'string', default: '15000' },
      junit: { type: 'string' },
      contract: { type: 'string', default: DEFAULT_CONTRACT },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const rate = Number(values.rate);
  if (!values.base || !(values.token || values.login) || !(rate > 0)) {
    console.error(USAGE);
    process.exit(2);
  }
  return { ...values, base: values.base.replace(/\/+$/, ''), rate, timeout: Number(values.timeout) || 15000 };
}

/** How long a stream may take to send an event and a heartbeat: the contract's heartbeat (15 s) and a margin. */
const STREAM_WAIT_MS = 20_000;

/** A response read whole: its text, and the JSON answer it holds (undefined when it is not JSON). */
async function readAnswer(res) {
  const text = await res.text();
  try {
    return { answer: JSON.parse(text), text };
  } catch {
    return { answer: undefined, text };
  }
}

/** HTTP with the rate limit: requests start at least 1/rate seconds apart. */
function createClient({ base, rate, timeout }, defaults) {
  let next = 0;
  let count = 0;
  const slot = async () => {
    const now = Date.now();
    const wait = Math.max(0, next - now);
    next = Math.max(now, next) + 1000 / rate;
    if (wait)
      await new Promise((resolve) => {
        setTimeout(resolve, wait);
      });
  };
  async function send(method, path, { headers = {}, body } = {}) {
    await slot();
    count += 1;
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeout),
    });
    return { status: res.status, ...(await readAnswer(res)) };
  }
  /**
   * Opens a stream that stays open (`x-stream`): reads until `until(text)` holds or `within` ms passed, then cuts
   * it. A JSON answer (a refusal) is read whole, as send() reads it; a 404 is not read.
   */
  async function stream(method, path, { headers = {}, until, within = STREAM_WAIT_MS } = {}) {
    await slot();
    count += 1;
    const started = Date.now();
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), within);
    try {
      const res = await fetch(`${base}${path}`, { method, headers, signal: abort.signal });
      const type = res.headers.get('content-type') || '';
      if (res.status === 404 || !/^text\/event-stream/.test(type)) {
        return { status: res.status, headers: res.headers, ...(await readAnswer(res)) };
      }
      const decoder = new TextDecoder();
      let text = '';
      try {
        for await (const chunk of res.body) {
          text += decoder.decode(chunk, { stream: true });
          if (until(text)) break;
        }
      } catch {
        // cut after `within` ms: what came is answered
      }
      abort.abort();
      return { status: res.status, headers: res.headers, text, waited: Date.now() - started };
    } finally {
      clearTimeout(timer);
    }
  }
  /** The path and headers of a call as the caller: token, organisation and locale unless `over` says otherwise. */
  function requestOf(op, over) {
    const path = op.path.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(over.params?.[name] ?? ''));
    const pick = (key) => (key in over ? over[key] : defaults[key]);
    const headers = {
      ...(pick('token') ? { 'x-access-token': pick('token') } : {}),
      ...(op.header('x-bus-id') && pick('busId') ? { 'x-bus-id': pick('busId') } : {}),
      'x-locale': pick('locale') || 'en-US',
      // A request off the contract on purpose: the simulator does not count it as the console's violation.
      ...(over.probe ? { 'x-sim-probe': 'contract-verify' } : {}),
      ...over.headers,
    };
    return { path, headers };
  }
  return {
    send,
    streamWaitMs: STREAM_WAIT_MS,
    get count() {
      return count;
    },
    /** Calls an operation as the caller: token, organisation and locale unless `over` says otherwise (null: none). */
    call(op, over = {}) {
      const { path, headers } = requestOf(op, over);
      const body = op.method === 'GET' ? undefined : (over.body ?? (op.bodyRequired ? {} : undefined));
      return send(op.method, path, { headers, body });
    },
    /** Opens an `x-stream` operation as the caller (see stream()); `until(text)` says when enough came. */
    stream(op, { until, within, ...over } = {}) {
      const { path, headers } = requestOf(op, over);
      return stream(op.method, path, { headers, until, within });
    },
  };
}

async function signIn(client, path, credentials) {
  const [user, ...rest] = credentials.split(':');
  const res = await client.send('POST', path, { body: { userId: user, account: user, password: rest.join(':') } });
  const token = res.answer?.data?.token;
  if (!token) throw new Error(`could not sign in as ${user} at ${path}: HTTP ${res.status} ${res.text.slice(0, 200)}`);
  return token;
}

async function main() {
  const opts = options();
  const started = Date.now();
  const contract = loadContract(opts.contract);
  const client = createClient(opts, {});
  const token = opts.token || (await signIn(client, opts['login-path'], opts.login));
  const limitedToken =
    opts['limited-token'] ||
    (opts['limited-login'] ? await signIn(client, opts['login-path'], opts['limited-login']) : undefined);
  let org = opts.org;
  if (!org) {
    const mine = await client.send('GET', '/api/ropc/business/user/list', { headers: { 'x-access-token': token } });
    org = mine.answer?.data?.[0]?.busId;
    if (!org) throw new Error(`no organisation to act in (--org): ${mine.text.slice(0, 200)}`);
  }
  const foreignOrg = opts['foreign-org'] || `contract-verify-no-such-org`;
  const caller = createClient(opts, { token, busId: org });
  const runner = createRunner({
    client: caller,
    contract,
    options: { write: opts.write, foreignOrg, limitedToken, only: opts.only?.split(',').map((id) => id.trim()) },
    log: (line) => console.warn(line),
  });
  const reads = runner.reads();
  const writes = opts.write ? runner.writes() : [];
  console.log(
    [
      `contract:verify ${opts.base} against ${opts.contract.replace(`${process.cwd()}/`, '')}`,
      `  as the caller of the token, in organisation ${org}; outside the scope: ${foreignOrg}${limitedToken ? '; a role without codes: given' : ''}`,
      `  reads: ${reads.length} operations (${reads.map((op) => op.id).join(', ')}), each with a valid and a forged token,`,
      `    without x-bus-id and outside the scope where x-bus-id is needed, at the paging edges, in ${contract.locales.join(', ')}`,
      opts.write
        ? `  writes: scratch records through ${writes.map((w) => `${w.create.id} → ${w.remove.id}`).join(', ')} (names cv-${runner.runId}-*), deleted again; nothing else is changed`
        : '  read-only (no --write): nothing is created, changed or deleted',
      `  at most ${opts.rate} requests per second`,
      '',
    ].join('\n'),
  );
  const results = await runner.run();
  const seconds = (Date.now() - started) / 1000;
  // --quiet: the operations with a failure only
  const failing = new Set(results.filter((r) => r.status === 'failed').map((r) => r.operation));
  const shown = opts.quiet ? results.filter((r) => failing.has(r.operation)) : results;
  if (shown.length) console.log(table(shown));
  const t = totals(results);
  console.log(
    `\n${t.checks} checks, ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped (${t.percent} % of those run passed); ${caller.count} requests in ${seconds.toFixed(1)} s`,
  );
  if (opts.junit) writeFileSync(opts.junit, junit(results, { seconds }));
  process.exit(t.failed ? 1 : 0);
}

main().catch((error) => {
  console.error(`contract:verify: ${error.message}`);
  process.exit(2);
});
