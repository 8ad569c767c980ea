// Writes dist/<file>.gz and dist/<file>.br next to every text asset, for nginx's gzip_static and brotli_static
// (config/nginx; brotli with Debian's libnginx-mod-http-brotli-static, gzip where that module is absent).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const TEXT = /\.(js|css|html|svg|json|txt)$/;

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

async function main() {
  const files = readdirSync(dist)
    .map((name) => join(dist, name))
    .filter((file) => TEXT.test(file) && statSync(file).isFile() && statSync(file).size >= 1024);
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
    `compress-dist: ${files.length} files pre-compressed in dist/ (gzip ${(gzipBytes / 1000).toFixed(0)} KB, brotli ${(brotliBytes / 1000).toFixed(0)} KB: ${saved}% smaller)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
