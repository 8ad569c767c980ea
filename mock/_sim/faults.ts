/**
 * Fault injection, off by default: a latency for every route() answer and per-path forced answers. Set with
 * POST /api/__sim/faults, or at start with SIM_FAULTS (a JSON list of rules, or `{ latencyMs, rules }`) and
 * SIM_LATENCY_MS. The rule format is documented in mock/README.md ("Simulator control").
 */
export type FaultKind = 'code' | 'shapeA' | 'http' | 'html' | 'malformed' | 'hang' | 'delay' | 'answer';
const KINDS: FaultKind[] = ['code', 'shapeA', 'http', 'html', 'malformed', 'hang', 'delay', 'answer'];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const MAX_DELAY = 120_000;

export interface FaultRule {
  /** Path, exact ("/api/ropc/auth/role/list") or ending in * for a prefix ("/api/ropc/auth/*", "*" for all). */
  path: string;
  method?: string;
  /** How many requests it answers; unlimited when absent. The rule is removed when it reaches 0. */
  times?: number;
  /** code: 200 with `{ code, msg, data }` (shape (a) when showType is given); shapeA: 200 with
   *  `{ success: false, errorCode, errorMessage, showType, data }`; http: `status` with the envelope, or an HTML
   *  page when `html`; html: 200 with an HTML page; malformed: 200 with broken JSON; hang: never answers;
   *  delay: waits delayMs, then answers normally; answer: 200 with `{ code, msg, data }` (code 000200 unless
   *  given) as if the platform had answered it: unlike the others, checked against the contract (a platform bug). */
  kind: FaultKind;
  code?: string;
  msg?: string;
  status?: number;
  showType?: number;
  data?: unknown;
  /** http: answer with an HTML page (true, or the page itself); html: the page itself. */
  html?: boolean | string;
  /** Waits this long before the forced answer (the whole answer for kind delay). */
  delayMs?: number;
}

/**
 * Broken platform rules, for tools that check a platform (`npm run contract:verify`, the dev server's validating
 * proxy) to prove they notice: scope: x-bus-id is not checked (000402 never answered); permission: the permission
 * codes are not checked (010012 never answered); envelope: answers carry `message` instead of `msg`; paging: a page
 * size above 200 is served as asked (no clamp).
 */
export const BREAKS = ['scope', 'permission', 'envelope', 'paging'] as const;
export type Break = (typeof BREAKS)[number];

export interface FaultState {
  latencyMs: number;
  rules: FaultRule[];
  /** Broken rules (BREAKS); none by default. */
  breaks: Break[];
}

type Loose = Record<string, unknown>;

const isInt = (v: unknown, min: number, max: number) =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

function inferKind(r: Loose): unknown {
  if (r.kind !== undefined) return r.kind;
  if (r.status !== undefined) return 'http';
  if (r.showType !== undefined) return 'shapeA';
  if (r.code !== undefined) return 'code';
  if (r.delayMs !== undefined) return 'delay';
  return undefined;
}

/** Checks and normalises one rule (kind inferred from its fields when absent); problems are listed, in English. */
export function normalizeRule(input: unknown, index = 0): { rule?: FaultRule; errors: string[] } {
  const where = `rules[${index}]`;
  if (!input || typeof input !== 'object' || Array.isArray(input)) return { errors: [`${where}: a rule is an object`] };
  const r = input as Loose;
  const errors: string[] = [];
  const kind = inferKind(r);
  if (typeof r.path !== 'string' || !(r.path.startsWith('/') || r.path === '*'))
    errors.push(`${where}.path: a path starting with / (or *)`);
  if (!KINDS.includes(kind as FaultKind)) errors.push(`${where}.kind: one of ${KINDS.join(', ')}`);
  if (r.method !== undefined && (typeof r.method !== 'string' || !METHODS.includes(r.method.toUpperCase())))
    errors.push(`${where}.method: one of ${METHODS.join(', ')}`);
  if (r.times !== undefined && !isInt(r.times, 1, 1e6)) errors.push(`${where}.times: a whole number from 1`);
  if (r.status !== undefined && !isInt(r.status, 100, 599)) errors.push(`${where}.status: an HTTP status 100-599`);
  if (r.showType !== undefined && !isInt(r.showType, 0, 99)) errors.push(`${where}.showType: a whole number`);
  if (r.delayMs !== undefined && !isInt(r.delayMs, 0, MAX_DELAY)) errors.push(`${where}.delayMs: 0-${MAX_DELAY}`);
  if (r.code !== undefined && !(typeof r.code === 'string' || isInt(r.code, 0, 999999)))
    errors.push(`${where}.code: a business code such as "010001"`);
  if (r.msg !== undefined && typeof r.msg !== 'string') errors.push(`${where}.msg: a text`);
  if (r.html !== undefined && typeof r.html !== 'boolean' && typeof r.html !== 'string')
    errors.push(`${where}.html: true or an HTML text`);
  if (kind === 'delay' && r.delayMs === undefined) errors.push(`${where}.delayMs: required for kind delay`);
  if (errors.length) return { errors };
  const code = typeof r.code === 'number' ? String(r.code).padStart(6, '0') : (r.code as string | undefined);
  const rule: FaultRule = {
    ...(r as unknown as FaultRule),
    kind: kind as FaultKind,
    ...(code !== undefined ? { code } : {}),
  };
  if (rule.method) rule.method = rule.method.toUpperCase();
  return { rule, errors: [] };
}

/** Checks a `{ latencyMs?, rules? }` input (rules may also be given as the whole input, a list). */
export function parseFaults(input: unknown): { value: Partial<FaultState>; errors: string[] } {
  const value: Partial<FaultState> = {};
  if (input !== undefined && input !== null && typeof input !== 'object')
    return { value, errors: ['faults: an object { latencyMs?, rules? }'] };
  const body = (Array.isArray(input) ? { rules: input } : input || {}) as Loose;
  const errors: string[] = [];
  if (body.latencyMs !== undefined) {
    if (isInt(body.latencyMs, 0, MAX_DELAY)) value.latencyMs = body.latencyMs as number;
    else errors.push(`latencyMs: 0-${MAX_DELAY}`);
  }
  if (body.breaks !== undefined) {
    if (!Array.isArray(body.breaks) || body.breaks.some((b) => !BREAKS.includes(b as Break)))
      errors.push(`breaks: a list of ${BREAKS.join(', ')}`);
    else value.breaks = [...new Set(body.breaks as Break[])];
  }
  if (body.rules !== undefined) {
    if (!Array.isArray(body.rules)) errors.push('rules: a list of rules');
    else {
      const parsed = body.rules.map((r, i) => normalizeRule(r, i));
      parsed.forEach((p) => errors.push(...p.errors));
      value.rules = parsed.flatMap((p) => (p.rule ? [p.rule] : []));
    }
  }
  return { value, errors };
}

function fromEnv(): FaultState {
  const state: FaultState = { latencyMs: 0, rules: [], breaks: [] };
  let input: unknown = {};
  try {
    input = process.env.SIM_FAULTS ? JSON.parse(process.env.SIM_FAULTS) : {};
  } catch {
    console.warn('[simulator] SIM_FAULTS is not JSON; ignored');
  }
  const body: Loose = Array.isArray(input) ? { rules: input } : { ...(input as Loose) };
  if (process.env.SIM_LATENCY_MS) body.latencyMs = Number(process.env.SIM_LATENCY_MS);
  const { value, errors } = parseFaults(body);
  if (errors.length) console.warn(`[simulator] SIM_FAULTS/SIM_LATENCY_MS ignored: ${errors.join('; ')}`);
  else Object.assign(state, value);
  return state;
}

// On globalThis so that Umi's mock reload keeps the faults a test has set.
const g = globalThis as unknown as { __ropcFaults?: FaultState; __ropcHung?: Set<{ destroy?: () => void }> };

export function faults(): FaultState {
  if (!g.__ropcFaults) g.__ropcFaults = fromEnv();
  return g.__ropcFaults;
}

/** Sets latency and/or replaces the rules (`append`: adds them). Nothing changes when the input has problems. */
export function setFaults(next: unknown, options: { append?: boolean } = {}): string[] {
  const { value, errors } = parseFaults(next);
  if (errors.length) return errors;
  const state = faults();
  if (value.latencyMs !== undefined) state.latencyMs = value.latencyMs;
  if (value.breaks) state.breaks = value.breaks;
  if (value.rules) state.rules = options.append ? [...state.rules, ...value.rules] : value.rules;
  return [];
}

/** No latency, no rules; requests left hanging are cut. */
export function clearFaults() {
  g.__ropcFaults = { latencyMs: 0, rules: [], breaks: [] };
  g.__ropcHung?.forEach((res) => res.destroy?.());
  g.__ropcHung?.clear();
}

/** Whether a rule of the platform is broken on purpose (POST /api/__sim/faults { breaks }). */
export const broken = (rule: Break) => (faults().breaks || []).includes(rule);

/** Remembers a response left hanging, to cut it on clearFaults (or after the longest delay, to free the socket). */
export function holdHanging(res: { destroy?: () => void }) {
  const hung = (g.__ropcHung ||= new Set());
  hung.add(res);
  const timer = setTimeout(() => {
    if (hung.delete(res)) res.destroy?.();
  }, 10 * 60_000);
  (timer as { unref?: () => void }).unref?.();
}

export function matchesPath(pattern: string, path: string) {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}

/** The first rule that answers this request, counting it down (and removing it when spent). */
export function takeFault(method: string, path: string): FaultRule | undefined {
  const state = faults();
  const rule = state.rules.find(
    (r) => (!r.method || r.method.toUpperCase() === method.toUpperCase()) && matchesPath(r.path, path),
  );
  if (rule && rule.times !== undefined) {
    rule.times -= 1;
    if (rule.times <= 0) state.rules = state.rules.filter((r) => r !== rule);
  }
  return rule;
}
