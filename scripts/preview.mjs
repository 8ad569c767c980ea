// `npm run preview`: builds when dist/ is missing or older than the sources, then serves dist/ with the
// simulator on one port (Umi's preview server runs the mock/ middleware). SIM_CONTROL=1: the simulator's own
// endpoints (/api/__sim/*, /mock-login) answer, as the console's preview back end (mock/_sim/control.ts).
import { spawn } from 'node:child_process';
import { ensureBuild } from './ensure-build.mjs';

const args = process.argv.slice(2);
const portIndex = args.indexOf('--port');
const port = portIndex >= 0 ? args[portIndex + 1] : process.env.PORT || '4172';

ensureBuild();
const child = spawn(
  process.execPath,
  ['node_modules/@umijs/max/bin/max.js', 'preview', '--port', port, '--host', '127.0.0.1'],
  {
    stdio: 'inherit',
    env: { ...process.env, SIM_CONTROL: '1' },
  },
);
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
