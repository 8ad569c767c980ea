/**
 * A Umi plugin (listed in .umirc.ts): every JavaScript file of a production build starts with V8's explicit compile
 * hint, `//# allFunctionsCalledOnLoad`. Chromium (136 and later) then compiles the whole file on a background thread
 * while it downloads, instead of compiling each function on the main thread the first time it is called. On a
 * throttled first load of /home, the main thread was busy with exactly that between the bundle's arrival and the
 * figures (docs/performance.md). Other engines read the line as a comment.
 *
 * The line goes in last, once the content hashes are computed: a file renamed by its new hash would go through
 * Umi's IIFE wrapping again (EsbuildMinifyFix), which would put the line inside the wrapper, where V8 ignores it.
 * The hash stays unique to the content, since the line is the same in every file. A file's source map, when the
 * build writes one (`npm run bundle:stats`), is shifted down by the added line. Files copied from public/ are left
 * as written.
 */
import type { IApi } from '@umijs/max';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const JS = /\.js$/;

/** A source map's `mappings` for the same file with one more line on top: lines are separated by ";". */
export function shiftedMap(json: string): string {
  const map = JSON.parse(json);
  map.mappings = `;${map.mappings}`;
  return JSON.stringify(map);
}

export class CompileHints {
  apply(compiler: any) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHints', (compilation: any) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHints', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          for (const asset of compilation.getAssets()) {
            if (!JS.test(asset.name) || asset.info.copied) continue;
            compilation.updateAsset(asset.name, new sources.ConcatSource(COMPILE_HINT, asset.source));
            const mapName = asset.info.related?.sourceMap;
            const map = typeof mapName === 'string' ? compilation.getAsset(mapName) : undefined;
            if (map)
              compilation.updateAsset(mapName, new sources.RawSource(shiftedMap(map.source.source().toString())));
          }
        },
      );
    });
  }
}

export default (api: IApi) => {
  api.chainWebpack((memo) => {
    if (api.env === 'production') memo.plugin('compile-hints').use(CompileHints);
    return memo;
  });
};
