/**
 * A Umi plugin (listed in .umirc.ts): with PLATFORM_API set, the dev server lists the contract violations its
 * validating proxy has seen (config/contractCheck.ts) at GET /__contract/violations. Dev server only: a build has
 * no such address, and neither has a dev server on the simulator, nor one with CONTRACT_CHECK=off.
 */
import type { IApi } from '@umijs/max';
import { contractCheckEnabled, VIOLATIONS_PATH, violationsMiddleware } from './contractCheck';

export default (api: IApi) => {
  if (api.env !== 'development' || !contractCheckEnabled()) return;
  api.addBeforeMiddlewares(() => [violationsMiddleware]);
  api.onDevCompileDone(({ isFirstCompile }) => {
    if (isFirstCompile)
      api.logger.info(
        `Contract check: /api/ is validated against contract/openapi.yaml; violations at ${VIOLATIONS_PATH} (CONTRACT_CHECK=off to stop)`,
      );
  });
};
