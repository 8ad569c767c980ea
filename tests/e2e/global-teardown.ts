// The whole run fails when any request or answer broke the platform contract (contract/openapi.yaml), in any
// spec, with the page-guard fixtures or without them: the simulator counts every violation since it started.
export default async function globalTeardown() {
  const base = process.env.E2E_BASE_URL || `http://127.0.0.1:${process.env.E2E_PORT}`;
  const res = await fetch(`${base}/api/__sim/contract`);
  if (!res.ok)
    throw new Error(`The simulator's contract record is unreachable (${res.status} at ${base}/api/__sim/contract)`);
  const { data } = (await res.json()) as {
    data: { total: number; violations: Array<{ kind: string; method: string; path: string; problems: string[] }> };
  };
  if (data.total > 0) {
    const listed = data.violations.map((v) => `${v.kind} ${v.method} ${v.path}: ${v.problems.join('; ')}`).join('\n');
    throw new Error(`${data.total} contract violation(s) in this run (contract/openapi.yaml):\n${listed}`);
  }
}
