/**
 * The platform contract (contract/openapi.yaml) as the simulator enforces it: every request route() receives and
 * every answer it gives is validated against the document (ajv, JSON Schema 2020-12). Violations are recorded
 * (GET /api/__sim/contract), logged, and fail the tests: jest through testing.ts, the end-to-end run through its
 * fixtures and global teardown.
 *
 * A request that carries `x-sim-probe` is a test's own (an API test sending a deliberately bad body, a unit test
 * calling a handler): its request is not held to the document, its answer still is.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

export const PROBE_HEADER = 'x-sim-probe';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type Json = Record<string, any>;

export interface Operation {
  method: string;
  /** The document's path, `{param}` style. */
  path: string;
  operationId: string;
  spec: Json;
  pattern: RegExp;
  names: string[];
}

export interface Violation {
  kind: 'request' | 'response';
  method: string;
  path: string;
  operationId?: string;
  problems: string[];
  at: string;
}

interface Compiled {
  doc: Json;
  ajv: Ajv2020;
  operations: Operation[];
  validators: Map<string, ValidateFunction>;
}

/** contract/openapi.yaml, found from this file (Umi's mock loader, jest) or from the working directory. */
export function contractFile(): string {
  const candidates = [resolve(__dirname, '../../contract/openapi.yaml'), join(process.cwd(), 'contract/openapi.yaml')];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`contract/openapi.yaml not found (looked in ${candidates.join(', ')})`);
  return found;
}

export function loadDocument(file = contractFile()): Json {
  return parse(readFileSync(file, 'utf8'));
}

const escapePointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');
const pointerOf = (parts: string[]) => `#/${parts.map(escapePointer).join('/')}`;

function at(doc: Json, pointer: string): any {
  return pointer
    .replace(/^#\//, '')
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((node, key) => (node === null || node === undefined ? undefined : node[key]), doc as any);
}

/** Follows `$ref`s (components/parameters, requestBodies, responses): the object and its pointer. */
function deref(doc: Json, node: any, pointer: string): { node: any; pointer: string } {
  let current = { node, pointer };
  for (let i = 0; i < 10 && current.node && typeof current.node.$ref === 'string'; i += 1) {
    current = { node: at(doc, current.node.$ref), pointer: current.node.$ref };
  }
  return current;
}

function compile(doc: Json): Compiled {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(doc, 'contract');
  const operations: Operation[] = [];
  Object.entries(doc.paths || {}).forEach(([path, item]) => {
    METHODS.forEach((method) => {
      const spec = (item as Json)[method];
      if (!spec) return;
      const names: string[] = [];
      const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => {
        names.push(name);
        return '([^/]+)';
      });
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId: spec.operationId,
        spec,
        pattern: new RegExp(`^${source}$`),
        names,
      });
    });
  });
  return { doc, ajv, operations, validators: new Map() };
}

const GLOBAL_KEY = '__ropcContract';
type State = { compiled?: Compiled; violations: Violation[]; total: number };
/** Kept on globalThis: Umi reloads mock files on every change; the record must survive that. */
function state(): State {
  const g = globalThis as unknown as Record<string, State>;
  g[GLOBAL_KEY] ||= { violations: [], total: 0 };
  return g[GLOBAL_KEY];
}

export function contract(): Compiled {
  const s = state();
  s.compiled ||= compile(loadDocument());
  return s.compiled;
}

function validator(pointer: string): ValidateFunction {
  const { ajv, validators } = contract();
  let fn = validators.get(pointer);
  if (!fn) {
    fn = ajv.compile({ $ref: `contract${pointer}` });
    validators.set(pointer, fn);
  }
  return fn;
}

/** One thing wrong, as a person fixing it needs it: where (a JSON pointer), what the contract says, what came. */
export interface Issue {
  /** What was checked: `answer`, `body`, `header x-bus-id`, `query parameter current`... */
  where: string;
  /** The JSON pointer inside it ('' for the whole value). */
  pointer: string;
  /** What the contract says: ajv's message and the schema's pointer in the document. */
  expected: string;
  /** What came: the value at the pointer, as short JSON (undefined when missing). */
  received?: string;
}

const valueAt = (value: unknown, pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<any>((node, key) => (node === null || node === undefined ? undefined : node[key]), value);

const shortJson = (value: unknown) => {
  if (value === undefined) return undefined;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
};

const extra = (e: ErrorObject) =>
  `${e.params && 'additionalProperty' in e.params ? ` (${e.params.additionalProperty})` : ''}${e.params && 'unevaluatedProperty' in e.params ? ` (${e.params.unevaluatedProperty})` : ''}`;

const issuesOf = (errors: ErrorObject[] | null | undefined, where: string, value: unknown): Issue[] =>
  (errors || [])
    // oneOf/anyOf summaries say nothing the branch errors do not
    .filter((e) => !['oneOf', 'anyOf', 'if'].includes(e.keyword))
    .slice(0, 8)
    .map((e) => ({
      where,
      pointer: e.instancePath || '',
      expected: `${e.message}${extra(e)} (${e.schemaPath.replace(/^contract#/, '#')})`,
      received: shortJson(valueAt(value, e.instancePath || '')),
    }));

/** An issue as one line of text: `answer/data/0/name must be string`. */
export const issueText = (issue: Issue) =>
  `${issue.where}${issue.pointer} ${issue.expected.replace(/ \(#[^)]*\)$/, '')}`;

const plain = (where: string, expected: string, received?: unknown): Issue => ({
  where,
  pointer: '',
  expected,
  received: shortJson(received),
});

function check(pointer: string, value: unknown, where: string): Issue[] {
  const fn = validator(pointer);
  if (fn(value)) return [];
  // A oneOf (a success or a refusal): the issues of the nearest branch, the one with the fewest. A success with a
  // wrong field is then that field, not also "not a refusal".
  const branches = at(contract().doc, pointer)?.oneOf;
  if (Array.isArray(branches)) {
    const each = branches.map((_: unknown, i: number) => check(`${pointer}/oneOf/${i}`, value, where));
    if (each.every((issues: Issue[]) => issues.length))
      return each.sort((x: Issue[], y: Issue[]) => x.length - y.length)[0];
  }
  return issuesOf(fn.errors, where, value);
}

/** The operation of a method and path (no query string), or undefined. */
export function findOperation(method: string, path: string): Operation | undefined {
  const upper = method.toUpperCase();
  return contract().operations.find((op) => op.method === upper && op.pattern.test(path));
}

export interface RequestLike {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
  query?: Record<string, unknown>;
}

const headerOf = (req: RequestLike, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** What is wrong with a request, by the document ([] when nothing), issue by issue. */
export function requestIssues(req: RequestLike): { op?: Operation; issues: Issue[] } {
  const op = findOperation(req.method, req.path);
  if (!op) return { issues: [plain('request', `${req.method} ${req.path} is not an operation of the contract`)] };
  const { doc } = contract();
  const base = ['paths', op.path, op.method.toLowerCase()];
  const issues: Issue[] = [];
  const declared = new Set<string>();
  (op.spec.parameters || []).forEach((raw: Json, index: number) => {
    const { node: param, pointer } = deref(doc, raw, pointerOf([...base, 'parameters', String(index)]));
    const schemaPointer = `${pointer}/schema`;
    if (param.in === 'header') {
      const value = headerOf(req, param.name.toLowerCase());
      if (value === undefined || value === '') {
        if (param.required) issues.push(plain(`header ${param.name}`, `is required (${pointer})`));
      } else issues.push(...check(schemaPointer, value, `header ${param.name}`));
    } else if (param.in === 'path') {
      const match = req.path.match(op.pattern);
      const value = match ? decodeURIComponent(match[op.names.indexOf(param.name) + 1] || '') : '';
      issues.push(...check(schemaPointer, value, `path parameter ${param.name}`));
    } else if (param.in === 'query') {
      declared.add(param.name);
      const value = req.query?.[param.name];
      if (value === undefined) {
        if (param.required) issues.push(plain(`query parameter ${param.name}`, `is required (${pointer})`));
      } else issues.push(...check(schemaPointer, value, `query parameter ${param.name}`));
    }
  });
  Object.keys(req.query || {}).forEach((name) => {
    if (!declared.has(name)) issues.push(plain(`query parameter ${name}`, 'is not in the contract', req.query?.[name]));
  });
  const empty =
    req.body === undefined ||
    req.body === null ||
    (typeof req.body === 'object' && Object.keys(req.body as object).length === 0);
  if (op.spec.requestBody) {
    const { node: body, pointer } = deref(doc, op.spec.requestBody, pointerOf([...base, 'requestBody']));
    const media = body.content?.['application/json'];
    if (empty && !body.required) return { op, issues };
    if (media?.schema)
      issues.push(...check(`${pointer}/content/application~1json/schema`, empty ? {} : req.body, 'body'));
  } else if (!empty) issues.push(plain('body', 'a body is not expected', req.body));
  return { op, issues };
}

/** What is wrong with a request, as lines of text ([] when nothing). */
export function requestProblems(req: RequestLike): { op?: Operation; problems: string[] } {
  const { op, issues } = requestIssues(req);
  return { op, problems: issues.map(issueText) };
}

/** What is wrong with an answer (HTTP status and parsed JSON body) to an operation, issue by issue. */
export function responseIssues(op: Operation, status: number, body: unknown): Issue[] {
  const { doc } = contract();
  const responses = op.spec.responses || {};
  const key = responses[String(status)] ? String(status) : responses.default ? 'default' : undefined;
  const where = pointerOf(['paths', op.path, op.method.toLowerCase(), 'responses']);
  if (!key) return [plain('answer', `an HTTP status of ${Object.keys(responses).join(', ')} (${where})`, status)];
  const { node, pointer } = deref(doc, responses[key], `${where}/${key}`);
  if (!node.content?.['application/json']?.schema)
    return [plain('answer', `HTTP ${status} of ${op.method} ${op.path} has no JSON answer (${pointer})`, status)];
  return check(`${pointer}/content/application~1json/schema`, body, 'answer');
}

/** What is wrong with an answer, as lines of text. */
export const responseProblems = (op: Operation, status: number, body: unknown): string[] =>
  responseIssues(op, status, body).map(issueText);

export function recordViolation(violation: Omit<Violation, 'at'>) {
  const s = state();
  const full = { ...violation, at: new Date().toISOString() };
  s.violations.push(full);
  s.total += 1;
  if (s.violations.length > 200) s.violations.shift();
  if (!process.env.JEST_WORKER_ID)
    console.error(
      `[simulator] contract violation (${full.kind}) ${full.method} ${full.path}: ${full.problems.join('; ')}`,
    );
}

/** The violations recorded since the last clear, and how many there were since the process started. */
export const violations = () => ({ violations: [...state().violations], total: state().total });

/** Returns and forgets the recorded violations. */
export function takeViolations(): Violation[] {
  const s = state();
  const taken = s.violations;
  s.violations = [];
  return taken;
}

export const isProbe = (req: RequestLike) => headerOf(req, PROBE_HEADER) !== undefined;

/** Checks a request as route() receives it; returns the operation (for the answer's check). */
export function checkRequest(req: RequestLike): Operation | undefined {
  const { op, problems } = requestProblems(req);
  if (problems.length && !isProbe(req))
    recordViolation({ kind: 'request', method: req.method, path: req.path, operationId: op?.operationId, problems });
  return op;
}

/** Checks an answer route() gives (not the forced answers of faults, which are off the contract on purpose). */
export function checkResponse(req: RequestLike, op: Operation | undefined, status: number, body: unknown) {
  if (!op) return;
  const problems = responseProblems(op, status, body);
  if (problems.length)
    recordViolation({ kind: 'response', method: req.method, path: req.path, operationId: op.operationId, problems });
}

/**
 * Compiles every validator now (about 0.1 s per operation on a busy machine), so that the first request of each
 * operation does not pay for it; the simulator calls it once after start.
 */
export function warmUp() {
  contract().operations.forEach((op) => {
    requestProblems({ method: op.method, path: op.path.replace(/\{\w+\}/g, 'x'), headers: {}, body: {} });
    Object.keys(op.spec.responses || {}).forEach((status) => responseProblems(op, Number(status), null));
  });
}
