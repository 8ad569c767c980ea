// scripts/compress-dist.mjs: pre-compresses the build's text files, never config.js, which ops edit after the build
// (a compressed copy beside it would be served instead of the edit: issue 41).
import { execFileSync } from 'child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

const SCRIPT = join(__dirname, 'compress-dist.mjs');
const big = (line: string) => line.repeat(200);

function builtDist() {
  const dist = mkdtempSync(join(tmpdir(), 'compress-dist-'));
  writeFileSync(join(dist, 'umi.0123abcd.js'), big('console.log("bundle");\n'));
  writeFileSync(join(dist, 'index.html'), big('<p>shell</p>\n'));
  writeFileSync(join(dist, 'config.js'), big('// ops edit this\n'));
  writeFileSync(join(dist, 'small.js'), 'tiny');
  return dist;
}

test('compresses the build’s text files of 1 KB or more, but never config.js', () => {
  const dist = builtDist();
  execFileSync(process.execPath, [SCRIPT, dist]);
  expect(readdirSync(dist).sort()).toEqual([
    'config.js',
    'index.html',
    'index.html.br',
    'index.html.gz',
    'small.js',
    'umi.0123abcd.js',
    'umi.0123abcd.js.br',
    'umi.0123abcd.js.gz',
  ]);
});

test('removes compressed copies of config.js an earlier run left', () => {
  const dist = builtDist();
  writeFileSync(join(dist, 'config.js.gz'), 'stale');
  writeFileSync(join(dist, 'config.js.br'), 'stale');
  execFileSync(process.execPath, [SCRIPT, dist]);
  expect(existsSync(join(dist, 'config.js.gz'))).toBe(false);
  expect(existsSync(join(dist, 'config.js.br'))).toBe(false);
});
