/**
 * A Umi plugin (listed in .umirc.ts): in a production build, writes dist/sw.js, the service worker that keeps the
 * first load's hashed files for repeat visits (config/shell/asset-cache-worker.js says why and what it leaves
 * alone). Its list is what the final index.html names: the entry scripts and stylesheet, the boot script, and the
 * files of the <meta name="ropc-preload"> elements (layout, each page's first load, each language's catalog). So
 * it runs after config/appShell.ts has written them, and a build that changes any file changes sw.js, which the
 * browser then installs anew. `npm start` has no sw.js and registers none (src/speed/assetCache).
 */
import { transformSync } from '@umijs/bundler-utils/compiled/esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'fs';
import { join } from 'path';
import type { IApi } from '@umijs/max';
import { WORKER_FILE, namedAssets, workerSource } from './assetCacheWorker';

export default (api: IApi) => {
  api.modifyHTML({
    // After every other plugin's changes (config/appShell.ts names the hashed boot script and the preloads).
    stage: Number.MAX_SAFE_INTEGER,
    fn: ($: any) => {
      if (api.name !== 'build' && api.env !== 'production') return $;
      const template = readFileSync(join(__dirname, 'shell', 'asset-cache-worker.js'), 'utf8');
      const target = Object.entries((api.config.targets as Record<string, number>) || {}).map(([b, v]) => `${b}${v}`);
      mkdirSync(api.paths.absOutputPath, { recursive: true });
      const source = transformSync(workerSource(namedAssets($), template), { minify: true, target }).code;
      writeFileSync(join(api.paths.absOutputPath, WORKER_FILE), source);
      return $;
    },
  });
};
