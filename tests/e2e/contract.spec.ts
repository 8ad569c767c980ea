// The end-to-end run validates all traffic against contract/openapi.yaml: a run in which the platform gives a
// deliberately wrong answer fails (the canary spec, run here as a child run on its own simulator).
import { spawnSync } from 'node:child_process';
import { expect, test } from './fixtures';

test('a run with an answer off the contract fails', async () => {
  test.setTimeout(600_000);
  // The parent run's dist/ as it is: a rebuild here would take index.html away from the other worker's journeys.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    E2E_CANARY: '1',
    E2E_SERVER: 'preview',
    E2E_WORKERS: '1',
    E2E_SKIP_BUILD: '1',
  };
  delete env.E2E_PORTS;
  delete env.E2E_BASE_URL;
  const child = spawnSync(
    process.execPath,
    [
      'node_modules/@playwright/test/cli.js',
      'test',
      'tests/e2e/canary/wrong-answer.canary.spec.ts',
      '--reporter=line',
      // The canary fails by design: a retry (CI=1 gives one) would only run it again.
      '--retries=0',
      '--output=tests/e2e/artifacts/canary',
    ],
    { env, encoding: 'utf8', timeout: 540_000 },
  );
  const output = `${child.stdout}\n${child.stderr}`;
  expect(child.status, output).not.toBe(0);
  expect(output).toContain('requests and answers off contract/openapi.yaml');
  expect(output).toContain("must have required property 'account'");
  expect(output).toMatch(/contract violation\(s\) in this run/);
});
