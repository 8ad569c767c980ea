// Bundle trimming measured with `npm run bench:bundle` (see README, "Speed").
import type { IApi } from '@umijs/max';

type ChainConfig = Parameters<NonNullable<Parameters<IApi['chainWebpack']>[0]>>[0];

/** pro-components bundles the tables of ~30 languages; the console speaks three. */
const PRO_LOCALES_KEPT = /[\\/]pro-provider[\\/]es[\\/]locale[\\/](en_US|ja_JP|zh_CN)(\.js)?$/;
const PRO_LOCALE = /[\\/]pro-provider[\\/]es[\\/]locale[\\/][a-z]{2}_[A-Z]{2}(\.js)?$/;

export function trimBundle(memo: ChainConfig, { webpack }: { webpack: any }) {
  memo.plugin('pro-provider-locales').use(webpack.NormalModuleReplacementPlugin, [
    /[\\/]locale[\\/][a-z]{2}_[A-Z]{2}$/,
    (resource: { request: string; context: string }) => {
      const full = `${resource.context}/${resource.request.replace(/^\.\//, '').replace(/^\.\.\//, '')}`;
      if (PRO_LOCALE.test(full) && !PRO_LOCALES_KEPT.test(full)) resource.request = './locale/en_US';
    },
  ]);
  return memo;
}
