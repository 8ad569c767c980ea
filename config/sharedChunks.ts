/**
 * A Umi plugin (listed in .umirc.ts) adding one cache group to the production split once Umi's codeSplitting
 * (granularChunks) has set its own: what the layout chunk and the pages both use (pro-provider and its swr,
 * antd Drawer and Skeleton). Umi names shared chunks by the set of chunks using them and ended up copying these
 * into the layout chunk and a page-shared chunk at once (~20 KB gzip twice on every table page).
 */
import type { IApi } from '@umijs/max';

export const PRO_SHELL =
  /[\\/]node_modules[\\/](@ant-design[\\/]pro-provider|@ctrl[\\/]tinycolor|swr|use-sync-external-store|rc-drawer|antd[\\/]es[\\/](drawer|skeleton))[\\/]/;

export default (api: IApi) => {
  api.modifyWebpackConfig((config) => {
    const split = config.optimization?.splitChunks;
    if (api.env !== 'production' || !split || !split.cacheGroups) return config;
    split.cacheGroups.proShell = {
      name: 'pro-shell',
      test: PRO_SHELL,
      chunks: 'async',
      priority: 30,
      enforce: true,
      reuseExistingChunk: true,
    };
    return config;
  });
};
