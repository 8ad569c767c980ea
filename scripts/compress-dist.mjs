// Writes dist/<file>.gz and dist/<file>.br next to every text asset, for nginx's gzip_static and brotli_static
// (config/nginx; brotli with Debian's libnginx-mod-http-brotli-static, gzip where that module is absent).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const TEXT = /\.(js|css|html|svg|json|txt)$/;

export function brotli(body) {
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

function main() {
  let count = 0;
  let gzipBytes = 0;
  let brotliBytes = 0;
  for (const name of readdirSync(dist)) {
    const file = join(dist, name);
    if (!TEXT.test(name) || !statSync(file).isFile() || statSync(file).size < 1024) continue;
    const body = readFileSync(file);
    const gz = gzipSync(body, { level: 9 });
    const br = brotli(body);
    writeFileSync(`${file}.gz`, gz);
    writeFileSync(`${file}.br`, br);
    gzipBytes += gz.length;
    brotliBytes += br.length;
    count += 1;
  }
  const saved = gzipBytes ? Math.round((1 - brotliBytes / gzipBytes) * 100) : 0;
  console.log(
    `compress-dist: ${count} files pre-compressed in dist/ (gzip ${(gzipBytes / 1000).toFixed(0)} KB, brotli ${(brotliBytes / 1000).toFixed(0)} KB: ${saved}% smaller)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
