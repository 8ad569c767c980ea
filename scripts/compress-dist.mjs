// Writes dist/<file>.gz and dist/<file>.br next to every text asset, for nginx's gzip_static and brotli_static
// (config/nginx; brotli with Debian's libnginx-mod-http-brotli-static, gzip where that module is absent). Never for
// the files ops edit after a build (OPS_EDITED): a compressed copy would be served instead of their edit. Usage:
// `node scripts/compress-dist.mjs [dir]` (dist/ by default).
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const TEXT = /\.(js|css|html|svg|json|txt)$/;
/** Files ops edit in the deployed folder (docs/operations.md, "Runtime configuration"): never pre-compressed. */
export const OPS_EDITED = new Set(['config.js']);

/** Brotli at its best quality, in text mode, told the input's size. */
const brotliOptions = (body) => ({
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

export function brotli(body) {
  return brotliCompressSync(body, brotliOptions(body));
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The files of `dist` to pre-compress: text of 1 KB or more, except what ops edit. */
export function compressible(dist) {
  return readdirSync(dist)
    .filter((name) => TEXT.test(name) && !OPS_EDITED.has(name))
    .map((name) => join(dist, name))
    .filter((file) => statSync(file).isFile() && statSync(file).size >= 1024);
}

async function main(dist) {
  // A compressed copy of an edited file left by an earlier run would still win over the edit.
  for (const name of OPS_EDITED)
    for (const stale of [`${name}.gz`, `${name}.br`]) if (existsSync(join(dist, stale))) rmSync(join(dist, stale));
  const files = compressible(dist);
  // zlib's asynchronous calls run on libuv's thread pool: every core compresses (brotli at its best quality is
  // most of this script's time).
  const sizes = await Promise.all(
    files.map(async (file) => {
      const body = readFileSync(file);
      const [gz, br] = await Promise.all([gzipAsync(body, { level: 9 }), brotliAsync(body, brotliOptions(body))]);
      writeFileSync(`${file}.gz`, gz);
      writeFileSync(`${file}.br`, br);
      return [gz.length, br.length];
    }),
  );
  const gzipBytes = sizes.reduce((sum, [gz]) => sum + gz, 0);
  const brotliBytes = sizes.reduce((sum, [, br]) => sum + br, 0);
  const saved = gzipBytes ? Math.round((1 - brotliBytes / gzipBytes) * 100) : 0;
  console.log(
    `compress-dist: ${files.length} files pre-compressed in ${basename(dist)}/ (gzip ${(gzipBytes / 1000).toFixed(0)} KB, brotli ${(brotliBytes / 1000).toFixed(0)} KB: ${saved}% smaller)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`)
  await main(process.argv[2] ? resolve(process.argv[2]) : fileURLToPath(new URL('../dist', import.meta.url)));
