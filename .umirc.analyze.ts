// `npm run bundle:stats`: a production build with source maps and webpack's module graph in dist-analyze/
// (stats.json: which module pulled which into which chunk). Used to find what to trim; never deployed.
import { mkdirSync, writeFileSync } from 'fs';
import { join } from 'path';
import { trimBundle } from './config/bundle';

const OUT = 'dist-analyze';

class StatsWriter {
  apply(compiler: any) {
    compiler.hooks.done.tap('StatsWriter', (stats: any) => {
      const json = stats.toJson({ all: false, modules: true, reasons: true, chunks: true, ids: true });
      mkdirSync(OUT, { recursive: true });
      writeFileSync(join(OUT, 'stats.json'), JSON.stringify(json));
    });
  }
}

export default {
  devtool: 'source-map',
  outputPath: OUT,
  chainWebpack(memo: any, args: any) {
    trimBundle(memo, args);
    memo.plugin('stats-writer').use(StatsWriter);
  },
};
