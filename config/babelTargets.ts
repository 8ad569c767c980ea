/**
 * A Umi plugin (listed in .umirc.ts): the console's own code is compiled for the browsers of `targets`. Umi hands
 * `targets` to babel-loader, whose preset-env (Umi's preset passes it options of its own) does not read them, so
 * every file of `src` came out as ES5: classes through helpers, `for…of` through an iterator helper, and every
 * async function through regenerator-runtime. Given to preset-env itself, the syntax those browsers run natively
 * stays as written.
 */
import type { IApi } from '@umijs/max';

/** Umi's options for its Babel preset, with preset-env told the browsers. */
export function withTargets<T extends { presetEnv?: object }>(opts: T, targets: unknown): T {
  return { ...opts, presetEnv: { ...opts.presetEnv, targets } };
}

export default (api: IApi) => {
  api.modifyBabelPresetOpts((memo) => withTargets(memo, api.config.targets));
};
