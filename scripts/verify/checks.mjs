// The checks of `npm run contract:verify`, derived from the contract rather than written per endpoint: every read
// operation (GET, or `x-safe: true`) is called as the document describes it and with each refusal the document
// names (`x-scope`, `x-permission`, the `x-bus-id` parameter, `x-refusals`), at the paging edges of its
// `PageParams`, and in each `Locale`. With --write, every create whose answer links to a delete runs a
// create → read → update → delete cycle on a scratch record, the idempotency key, and one 010007 per rule its body
// schema states. A check passes, fails (with the first problem) or is skipped (with why).
import { evaluate, objectShape, resolved, sample } from './document.mjs';

/** A JSON Schema keyword of a body property → the `rule` names of 010007 the contract accepts for it. */
const RULES = {
  required: ['required'],
  maxLength: ['tooLong'],
  maxItems: ['tooLong'],
  minLength: ['tooShort', 'required'],
  // A value of another type: `type`; a name-like text answers as missing (`required`), as the console reads it.
  type: ['type', 'required'],
  enum: ['oneOf', 'enum'],
};

export function createRunner({ client, contract, options, log = () => {} }) {
  const { doc, operations, byId, refusals, locales } = contract;
  const results = [];
  const values = new Map(); // "operationId.param" -> a value a link gave
  const runId = Math.random().toString(36).slice(2, 8);
  let scratch = 0;
  const text = () => `cv-${runId}-${(scratch += 1)}`;

  const chosen = (op) => !options.only || options.only.includes(op.id);
  const callOf = (op) => `${op.method} ${op.path}`;
  const record = (op, name, status, detail = '', ms = 0) =>
    results.push({ operation: op.id, call: callOf(op), name, status, detail, ms });

  /** Runs one check: `fn` returns a problem (text) or nothing; a thrown error is a failure too. */
  async function check(op, name, fn) {
    const started = Date.now();
    try {
      const problem = await fn();
      if (problem && problem.skip) record(op, name, 'skipped', problem.skip, Date.now() - started);
      else record(op, name, problem ? 'failed' : 'passed', problem || '', Date.now() - started);
    } catch (error) {
      record(op, name, 'failed', `${error.message}`, Date.now() - started);
    }
  }

  const describe = (res) =>
    res.answer && typeof res.answer === 'object'
      ? `HTTP ${res.status}, code ${res.answer.code ?? '(none)'}${res.answer.msg ? ` "${res.answer.msg}"` : ''}`
      : `HTTP ${res.status}, not JSON: ${String(res.text).slice(0, 80)}`;

  /** The answer is within the contract and has this code; else the first problem. */
  function expect(op, res, code) {
    if (!res.answer || typeof res.answer !== 'object') return describe(res);
    const problems = op.check(res.status, res.answer);
    if (problems.length) return problems[0];
    if (code && res.answer.code !== code) return `expected code ${code}, got ${describe(res)}`;
    return undefined;
  }

  const linkInto = (op) =>
    operations.flatMap((source) =>
      Object.values(source.links)
        .filter((link) => link.operationId === op.id)
        .map((link) => ({ source, link })),
    );

  /** Path parameters from earlier answers (links); undefined when one is missing. */
  function paramsOf(op) {
    const params = {};
    for (const name of op.pathParams) {
      const value = values.get(`${op.id}.${name}`);
      if (value === undefined) return undefined;
      params[name] = value;
    }
    return params;
  }

  const remember = (op, answer) =>
    Object.values(op.links).forEach((link) =>
      Object.entries(link.parameters || {}).forEach(([name, expression]) => {
        const value = evaluate(expression, answer);
        if (value !== undefined && value !== null) values.set(`${link.operationId}.${name}`, String(value));
      }),
    );

  const pageShape = (op) => {
    if (!op.bodySchema) return undefined;
    const shape = objectShape(doc, op.bodySchema);
    if (!shape.properties.current || !shape.properties.pageSize) return undefined;
    return resolved(doc, shape.properties.pageSize);
  };

  const baseBody = (op) => (op.bodySchema ? sample(doc, op.bodySchema) : undefined);

  /** The calls of a read as the caller makes them; `over` changes the token, organisation, locale or body. */
  const read = (op, over = {}) => client.call(op, { params: paramsOf(op), body: baseBody(op), ...over });

  async function readChecks(op) {
    const params = paramsOf(op);
    if (op.pathParams.length && !params) {
      const from = linkInto(op).map((l) => l.source.id);
      record(
        op,
        'valid',
        'skipped',
        `no ${op.pathParams.join(', ')} to call it with (links from ${from.join(', ') || 'nothing'})`,
      );
      return;
    }
    if (op.stream) {
      await streamChecks(op);
      return;
    }
    await check(op, 'valid', async () => {
      const res = await read(op);
      if (res.answer?.code === '000200') remember(op, res.answer);
      return expect(op, res, '000200');
    });
    await refusalChecks(op);
    const paging = pageShape(op);
    if (paging) await pagingChecks(op, paging);
    await localeChecks(op);
  }

  /**
   * An optional event stream (the alarm stream): 404 is "not offered" (a skip, not a failure); else an event
   * stream whose first bytes come in time: resumed after `Last-Event-ID: 0`, older than anything a platform keeps,
   * it sends an event with an `id` (a reset) and a heartbeat comment. Refusals are the JSON envelope.
   */
  async function streamChecks(op) {
    let res;
    try {
      res = await client.stream(op, {
        headers: { accept: 'text/event-stream', 'last-event-id': '0' },
        until: (text) => /^id: ?\d+$/m.test(text) && /^:/m.test(text),
      });
    } catch (error) {
      record(op, 'valid', 'failed', `no answer within ${client.streamWaitMs / 1000} s (${error.message})`);
      await refusalChecks(op);
      return;
    }
    if (res.status === 404) {
      record(op, 'offered', 'skipped', 'not offered (HTTP 404): the console polls instead');
      return;
    }
    await check(op, 'valid', async () => {
      if (res.answer) return expect(op, res, '000200');
      const type = res.headers.get('content-type') || '';
      if (res.status !== 200 || !/^text\/event-stream/.test(type))
        return `HTTP ${res.status} ${type || '(no content type)'}, not text/event-stream`;
      if (!/\bno-store\b/.test(res.headers.get('cache-control') || ''))
        return `Cache-Control ${res.headers.get('cache-control') || '(none)'}, no-store expected`;
      if (!/^id: ?\d+$/m.test(res.text))
        return `no event with an id within ${res.waited} ms after Last-Event-ID: 0 (a reset expected)`;
      if (!/^:/m.test(res.text)) return `no heartbeat within ${res.waited} ms`;
      const data = [...res.text.matchAll(/^data: ?(.*)$/gm)].map((m) => m[1]);
      const bad = data.find((line) => {
        try {
          JSON.parse(line);
          return false;
        } catch {
          return true;
        }
      });
      return bad === undefined ? undefined : `data that is not JSON: ${bad.slice(0, 80)}`;
    });
    await refusalChecks(op);
  }

  /** The refusals the document names for a read: the token, the organisation, the permission. */
  async function refusalChecks(op) {
    const busHeader = op.header('x-bus-id');
    if (op.scope !== 'public' && refusals.token)
      await check(op, 'forged token', async () =>
        expect(op, await read(op, { token: `forged-${runId}`, probe: true }), refusals.token),
      );
    // x-bus-id is needed where the scope is the organisation's (`user` scope: not needed, whatever is sent).
    if (op.scope === 'org' && busHeader && refusals.organisation) {
      await check(op, 'without x-bus-id', async () =>
        expect(op, await read(op, { busId: null, probe: true }), refusals.organisation),
      );
      await check(op, 'organisation outside the scope', async () =>
        expect(op, await read(op, { busId: options.foreignOrg, probe: true }), refusals.organisation),
      );
    }
    if (op.permission && refusals.permission) {
      if (options.limitedToken)
        await check(op, 'role without the permission', async () =>
          expect(op, await read(op, { token: options.limitedToken }), refusals.permission),
        );
      else record(op, 'role without the permission', 'skipped', 'no --limited-token or --limited-login');
    }
  }

  async function pagingChecks(op, pageSize) {
    const max = pageSize.maximum ?? 200;
    const min = pageSize.minimum ?? 1;
    const byDefault = pageSize.default ?? 10;
    const page = (current, size) => read(op, { body: { ...baseBody(op), current, pageSize: size }, probe: true });
    const rows = (res) => res.answer?.data?.list;
    const edge = (size, limit) =>
      check(op, `pageSize ${size}`, async () => {
        const res = await page(1, size);
        const problem = expect(op, res, '000200');
        if (problem) return problem;
        if (!Array.isArray(rows(res))) return 'answer/data/list is not a list';
        if (rows(res).length > limit) return `pageSize ${size}: ${rows(res).length} rows, at most ${limit} expected`;
        return undefined;
      });
    await edge(min - 1, byDefault);
    await edge(min, min);
    await edge(max, max);
    await edge(max + 1, max);
    await check(op, 'current beyond the last page', async () => {
      const first = await page(1, byDefault);
      const problem = expect(op, first, '000200');
      if (problem) return problem;
      const total = first.answer.data.total;
      const beyond = Math.floor(total / byDefault) + 2;
      const res = await page(beyond, byDefault);
      const again = expect(op, res, '000200');
      if (again) return again;
      if (rows(res).length) return `current ${beyond} of ${total} rows: ${rows(res).length} rows, none expected`;
      if (res.answer.data.total !== total)
        return `total ${res.answer.data.total} beyond the last page, ${total} on the first`;
      return undefined;
    });
  }

  async function localeChecks(op) {
    let english;
    for (const locale of locales) {
      await check(op, `x-locale ${locale}`, async () => {
        const problem = expect(op, await read(op, { locale }), '000200');
        if (problem || op.scope === 'public' || !refusals.token) return problem;
        // msg is in the language of x-locale: a refusal's text differs from the English one
        const refused = await read(op, { locale, token: `forged-${runId}`, probe: true });
        const bad = expect(op, refused, refusals.token);
        if (bad) return bad;
        if (locale === locales[0]) english = refused.answer.msg;
        else if (refused.answer.msg === english) return `msg "${english}" is the same as in ${locales[0]}`;
        return undefined;
      });
    }
  }

  // ---------------------------------------------------------------- writes (--write)

  /** Creates whose answer links to a delete: their records can be removed again. */
  const cycles = () =>
    operations
      .filter((op) => !op.safe && op.method === 'POST' && !op.platformOnly && chosen(op))
      .map((op) => {
        const linked = Object.values(op.links)
          .map((l) => byId.get(l.operationId))
          .filter(Boolean);
        return {
          create: op,
          read: linked.find((l) => l.safe),
          update: linked.find((l) => !l.safe && l.method !== 'DELETE'),
          remove: linked.find((l) => l.method === 'DELETE'),
        };
      })
      .filter((c) => c.remove);

  const linkOf = (from, to) => Object.values(from.links).find((l) => l.operationId === to.id) || {};
  const callLinked = (from, to, answer, over = {}) => {
    const link = linkOf(from, to);
    const params = evaluate(link.parameters || {}, answer);
    const body = to.bodySchema
      ? { ...sample(doc, to.bodySchema, text), ...over.body, ...evaluate(link.requestBody || {}, answer) }
      : undefined;
    return client.call(to, { ...over, params, body });
  };

  async function writeChecks() {
    for (const cycle of cycles()) await writeCycle(cycle);
  }

  async function writeCycle({ create, read: readOp, update, remove }) {
    const made = []; // answers of creates that made a record: each is deleted at the end
    const body = sample(doc, create.bodySchema, text);
    await check(create, 'create → read → update → delete', async () => {
      const res = await client.call(create, { body });
      const problem = expect(create, res, '000200');
      if (problem) return problem;
      made.push(res.answer);
      if (readOp) {
        const got = await callLinked(create, readOp, res.answer);
        const bad = expect(readOp, got, '000200') || differs(body, got.answer.data);
        if (bad) return `read after create: ${bad}`;
      }
      if (update) {
        const changed = sample(doc, update.bodySchema, text);
        const upd = await callLinked(create, update, res.answer, { body: changed });
        const bad = expect(update, upd, '000200');
        if (bad) return `update: ${bad}`;
        if (readOp) {
          const got = await callLinked(create, readOp, res.answer);
          const sent = Object.fromEntries(
            Object.entries(changed).filter(([k]) => !(k in (linkOf(create, update).requestBody || {}))),
          );
          const stale = expect(readOp, got, '000200') || differs(sent, got.answer.data);
          if (stale) return `read after update: ${stale}`;
        }
      }
      made.pop();
      const del = await callLinked(create, remove, res.answer);
      const bad = expect(remove, del, '000200');
      if (bad) {
        made.push(res.answer);
        return `delete: ${bad}`;
      }
      if (readOp && refusals.notFound) {
        const gone = expect(readOp, await callLinked(create, readOp, res.answer), refusals.notFound);
        if (gone) return `read after delete: ${gone}`;
      }
      return undefined;
    });
    await check(create, 'idempotency key: two identical creates make one record', async () => {
      const key = `contract-verify-${runId}-${(scratch += 1)}`;
      const same = sample(doc, create.bodySchema, text);
      const first = await client.call(create, { body: same, headers: { 'Idempotency-Key': key } });
      const problem = expect(create, first, '000200');
      if (problem) return problem;
      made.push(first.answer);
      const second = await client.call(create, { body: same, headers: { 'Idempotency-Key': key } });
      if (second.answer?.code === '000200' && JSON.stringify(second.answer.data) !== JSON.stringify(first.answer.data))
        made.push(second.answer);
      const bad = expect(create, second, '000200');
      if (bad) return `the repeat: ${bad}`;
      if (JSON.stringify(second.answer.data) !== JSON.stringify(first.answer.data))
        return `the repeat made another record: ${JSON.stringify(second.answer.data)} after ${JSON.stringify(first.answer.data)}`;
      return undefined;
    });
    for (const probe of invalidProbes(create)) {
      await check(create, `010007 ${probe.field} ${probe.keyword}`, async () => {
        const res = await client.call(create, { body: probe.body, probe: true });
        if (res.answer?.code === '000200') made.push(res.answer);
        const problem = expect(create, res, refusals.invalid);
        if (problem) return problem;
        const { field, rule } = res.answer.data || {};
        if (field !== probe.field || !probe.rules.includes(rule))
          return `expected { field: ${probe.field}, rule: ${probe.rules.join(' or ')} }, got ${JSON.stringify(res.answer.data)}`;
        return undefined;
      });
    }
    // Cleanup: every record this run made and did not delete yet.
    for (const answer of made) {
      const del = await callLinked(create, remove, answer);
      if (del.answer?.code !== '000200')
        log(`could not delete a scratch record (${JSON.stringify(answer.data)}): ${describe(del)}`);
    }
  }

  /** One invalid body per rule the create's body schema states, each otherwise valid. */
  function invalidProbes(op) {
    const shape = objectShape(doc, op.bodySchema);
    const valid = () => sample(doc, op.bodySchema, text);
    const probes = [];
    Object.entries(shape.properties).forEach(([field, raw]) => {
      const s = resolved(doc, raw);
      const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
      const withValue = (value) => ({ ...valid(), [field]: value });
      if (shape.required.includes(field)) {
        const body = valid();
        delete body[field];
        probes.push({ field, keyword: 'required', body, rules: RULES.required });
      }
      if (type === 'string' && s.maxLength !== undefined && !s.enum)
        probes.push({
          field,
          keyword: 'maxLength',
          body: withValue('x'.repeat(s.maxLength + 1)),
          rules: RULES.maxLength,
        });
      if (type === 'array' && s.maxItems !== undefined)
        probes.push({
          field,
          keyword: 'maxItems',
          body: withValue(Array.from({ length: s.maxItems + 1 }, (_, i) => `x${i}`)),
          rules: RULES.maxItems,
        });
      if (type === 'string' || type === 'array')
        probes.push({ field, keyword: 'type', body: withValue(type === 'string' ? 12345 : 'x'), rules: RULES.type });
      if (s.enum) probes.push({ field, keyword: 'enum', body: withValue(`not-${s.enum[0]}`), rules: RULES.enum });
    });
    return probes;
  }

  /** Which sent field reads back different (scalars only), or nothing. */
  function differs(sent, data) {
    const key = Object.keys(sent || {}).find(
      (k) => (typeof sent[k] !== 'object' || sent[k] === null) && data && k in data && data[k] !== sent[k],
    );
    return key ? `${key} reads ${JSON.stringify(data[key])}, ${JSON.stringify(sent[key])} was sent` : undefined;
  }

  return {
    results,
    runId,
    /** The read operations, link sources first (their answers give the others' path parameters). */
    reads() {
      const list = operations.filter((op) => op.safe && !op.platformOnly && chosen(op));
      return [...list.filter((op) => !op.pathParams.length), ...list.filter((op) => op.pathParams.length)];
    },
    writes: cycles,
    async run() {
      for (const op of this.reads()) await readChecks(op);
      if (options.write) await writeChecks();
      return results;
    },
  };
}
