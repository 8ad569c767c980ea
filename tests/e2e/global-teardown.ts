// The whole run fails when any request or answer broke the platform contract (contract/openapi.yaml), in any
// spec, with the page-guard fixtures or without them: each worker's simulator counts every violation since it
// started.
import { allBaseURLs } from './servers';

export default async function globalTeardown() {
  let total = 0;
  const found: string[] = [];
  for (const base of allBaseURLs()) {
    const res = await fetch(`${base}/api/__sim/contract`);
    if (!res.ok)
      throw new Error(`The simulator's contract record is unreachable (${res.status} at ${base}/api/__sim/contract)`);
    const { data } = (await res.json()) as {
      data: { total: number; violations: Array<{ kind: string; method: string; path: string; problems: string[] }> };
    };
    total += data.total;
    found.push(...data.violations.map((v) => `${v.kind} ${v.method} ${v.path}: ${v.problems.join('; ')}`));
  }
  if (total > 0) {
    throw new Error(`${total} contract violation(s) in this run (contract/openapi.yaml):\n${found.join('\n')}`);
  }
}
