// Builds dist/ when it is missing or older than anything it is built from.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = ['src', 'config', 'public', '.umirc.ts', 'package-lock.json'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) {
    if (
      entry === 'nginx' ||
      entry === '.umi' ||
      entry === '.umi-production' ||
      entry === '.umi-test' ||
      entry.endsWith('.test.ts') ||
      entry.endsWith('.test.tsx')
    )
      continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

export function ensureBuild() {
  const built = join(root, 'dist', 'index.html');
  const sourceTime = Math.max(...SOURCES.map((s) => newest(join(root, s))));
  if (existsSync(built) && statSync(built).mtimeMs >= sourceTime) return;
  console.log('Building the console (dist/ is missing or out of date)…');
  execFileSync(process.execPath, [join(root, 'node_modules/@umijs/max/bin/max.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  execFileSync(process.execPath, [join(root, 'scripts/compress-dist.mjs')], { cwd: root, stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild();
