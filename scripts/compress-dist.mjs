// Writes dist/<file>.gz next to every text asset, for nginx's gzip_static (config/nginx).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const TEXT = /\.(js|css|html|svg|json|txt)$/;
let count = 0;
for (const name of readdirSync(dist)) {
  const file = join(dist, name);
  if (!TEXT.test(name) || !statSync(file).isFile() || statSync(file).size < 1024) continue;
  writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }));
  count += 1;
}
console.log(`compress-dist: ${count} pre-compressed files in dist/`);
