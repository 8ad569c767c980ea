/**
 * The compile hint of config/compileHints.ts in a real webpack compilation (Umi's own webpack): content-hashed,
 * split into an async chunk, with source maps, as a production build is.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { clearImmediate, setImmediate } from 'timers';
import { COMPILE_HINT, CompileHints, shiftedMap } from './compileHints';

// eslint-disable-next-line @typescript-eslint/no-var-requires
const { webpack } = require('@umijs/bundler-webpack/compiled/webpack');

let dir: string;

beforeAll(() => {
  // The suite's environment is jsdom, which has no setImmediate; webpack's queues use it.
  Object.assign(globalThis, { setImmediate, clearImmediate });
  dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  writeFileSync(join(dir, 'entry.js'), "import('./later').then((m) => m.later());\nexport const now = () => 1;\n");
  writeFileSync(join(dir, 'later.js'), 'export function later() {\n  return 2;\n}\n');
  writeFileSync(join(dir, 'copied.js'), 'window.copied = 1;\n');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Builds entry.js (and its async chunk) into dir/out, with the copied.js asset as public/ files are copied. */
function build(plugins: unknown[]): Promise<string> {
  const out = join(dir, `out-${plugins.length}`);
  class CopyAsset {
    apply(compiler: any) {
      compiler.hooks.thisCompilation.tap('CopyAsset', (compilation: any) => {
        compilation.hooks.processAssets.tap({ name: 'CopyAsset', stage: 0 }, () => {
          const body = readFileSync(join(dir, 'copied.js'));
          compilation.emitAsset('copied.js', new compiler.webpack.sources.RawSource(body), { copied: true });
        });
      });
    }
  }
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    devtool: 'source-map',
    output: { path: out, filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].async.js' },
    // Minification is left out: its worker cannot run inside jest. Content hashes are real, as in the build.
    optimization: { realContentHash: true, minimize: false },
    plugins: [new CopyAsset(), ...plugins],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error: Error | null, stats: any) => {
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else compiler.close(() => resolve(out));
    });
  });
}

const filesOf = (out: string) => readdirSync(out).sort();

describe('compile hints', () => {
  it('starts every built JavaScript file with the hint, keeps names and maps true, leaves copied files alone', async () => {
    const plain = await build([]);
    const hinted = await build([new CompileHints()]);
    // The same file names: the hash is taken before the line goes in.
    expect(filesOf(hinted)).toEqual(filesOf(plain));
    const scripts = filesOf(hinted).filter((name) => /\.[0-9a-f]{8}(\.async)?\.js$/.test(name));
    expect(scripts.length).toBe(2);
    for (const name of scripts) {
      const body = readFileSync(join(hinted, name), 'utf8');
      expect(body).toBe(COMPILE_HINT + readFileSync(join(plain, name), 'utf8'));
      const map = JSON.parse(readFileSync(join(hinted, `${name}.map`), 'utf8'));
      const plainMap = JSON.parse(readFileSync(join(plain, `${name}.map`), 'utf8'));
      expect(map.mappings).toBe(`;${plainMap.mappings}`);
    }
    expect(readFileSync(join(hinted, 'copied.js'), 'utf8')).toBe('window.copied = 1;\n');
  }, 60_000);

  it('shifts a source map down by one line and keeps the rest', () => {
    const map = { version: 3, sources: ['a.js'], names: [], mappings: 'AAAA;AACA' };
    expect(JSON.parse(shiftedMap(JSON.stringify(map)))).toEqual({ ...map, mappings: ';AAAA;AACA' });
  });
});
