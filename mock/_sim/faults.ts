/**
 * Fault injection, off by default: a latency and per-path forced answers. Set with POST /api/__sim/faults
 * or the SIM_FAULTS environment variable (same JSON), SIM_LATENCY_MS for latency.
 */
export interface FaultRule {
  /** Path, exact or ending in * for a prefix. */
  path: string;
  method?: string;
  /** How many requests it answers; unlimited when absent. */
  times?: number;
  /** 'code': envelope with `code` (and `showType`, `data`); 'http': `status` with a JSON or `html` body;
   *  'html': 200 with an HTML page; 'malformed': 200 with broken JSON; 'hang': never answers. */
  kind: 'code' | 'http' | 'html' | 'malformed' | 'hang' | 'shapeA';
  code?: string;
  msg?: string;
  status?: number;
  showType?: number;
  data?: unknown;
  html?: boolean;
  delayMs?: number;
}

export interface FaultState {
  latencyMs: number;
  rules: FaultRule[];
}

function fromEnv(): FaultState {
  let rules: FaultRule[] = [];
  try {
    rules = process.env.SIM_FAULTS ? JSON.parse(process.env.SIM_FAULTS) : [];
  } catch {
    rules = [];
  }
  return { latencyMs: Number(process.env.SIM_LATENCY_MS || 0), rules: Array.isArray(rules) ? rules : [] };
}

const g = globalThis as unknown as { __ropcFaults?: FaultState };

export function faults(): FaultState {
  if (!g.__ropcFaults) g.__ropcFaults = fromEnv();
  return g.__ropcFaults;
}

export function setFaults(next: Partial<FaultState>) {
  const state = faults();
  if (typeof next.latencyMs === 'number') state.latencyMs = next.latencyMs;
  if (Array.isArray(next.rules)) state.rules = next.rules;
}

export function clearFaults() {
  g.__ropcFaults = { latencyMs: 0, rules: [] };
}

function matches(rule: FaultRule, method: string, path: string) {
  if (rule.method && rule.method.toUpperCase() !== method.toUpperCase()) return false;
  return rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : rule.path === path;
}

/** The rule that answers this request, counting it down. */
export function takeFault(method: string, path: string): FaultRule | undefined {
  const state = faults();
  const rule = state.rules.find((r) => matches(r, method, path) && (r.times === undefined || r.times > 0));
  if (rule && rule.times !== undefined) rule.times -= 1;
  return rule;
}
