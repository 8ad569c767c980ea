// The results of `npm run contract:verify`: a table per operation (checks passed, failed, skipped and the first
// failure's detail) for people, JUnit XML (one test suite per operation, one test case per check) for CI systems.

/** Results grouped by operation, in the order they ran. */
export function byOperation(results) {
  const groups = new Map();
  results.forEach((r) => {
    const key = r.operation;
    if (!groups.has(key)) groups.set(key, { operation: r.operation, call: r.call, results: [] });
    groups.get(key).results.push(r);
  });
  return [...groups.values()];
}

export function totals(results) {
  const count = (status) => results.filter((r) => r.status === status).length;
  const t = { checks: results.length, passed: count('passed'), failed: count('failed'), skipped: count('skipped') };
  const run = t.checks - t.skipped;
  return { ...t, percent: run ? ((100 * t.passed) / run).toFixed(1) : '0.0' };
}

const pad = (text, width) => (text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width));

export function table(results, width = 160) {
  const groups = byOperation(results);
  const opWidth = Math.max(9, ...groups.map((g) => g.operation.length));
  const callWidth = Math.max(4, ...groups.map((g) => g.call.length));
  const detailWidth = Math.max(30, width - opWidth - callWidth - 22);
  const lines = [
    `${pad('operation', opWidth)}  ${pad('call', callWidth)}  pass  fail  skip  first failure`,
    `${'-'.repeat(opWidth)}  ${'-'.repeat(callWidth)}  ----  ----  ----  ${'-'.repeat(13)}`,
  ];
  groups.forEach((g) => {
    const t = totals(g.results);
    const first = g.results.find((r) => r.status === 'failed');
    lines.push(
      `${pad(g.operation, opWidth)}  ${pad(g.call, callWidth)}  ${String(t.passed).padStart(4)}  ${String(t.failed).padStart(4)}  ${String(t.skipped).padStart(4)}  ${first ? pad(`${first.name}: ${first.detail}`, detailWidth) : ''}`.trimEnd(),
    );
  });
  return lines.join('\n');
}

const xml = (text) =>
  String(text)
    // characters XML 1.0 does not allow at all
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]);

export function junit(results, { name = 'contract:verify', seconds = 0 } = {}) {
  const t = totals(results);
  const suites = byOperation(results).map((g) => {
    const s = totals(g.results);
    const cases = g.results.map((r) => {
      const head = `    <testcase classname="${xml(g.operation)}" name="${xml(r.name)}" time="${(r.ms / 1000).toFixed(3)}"`;
      if (r.status === 'failed')
        return `${head}>\n      <failure message="${xml(r.detail)}">${xml(`${g.call}: ${r.detail}`)}</failure>\n    </testcase>`;
      if (r.status === 'skipped') return `${head}>\n      <skipped message="${xml(r.detail)}"/>\n    </testcase>`;
      return `${head}/>`;
    });
    return `  <testsuite name="${xml(`${g.operation} (${g.call})`)}" tests="${s.checks}" failures="${s.failed}" errors="0" skipped="${s.skipped}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="${xml(name)}" tests="${t.checks}" failures="${t.failed}" errors="0" skipped="${t.skipped}" time="${seconds.toFixed(3)}">\n${suites.join('\n')}\n</testsuites>\n`;
}
