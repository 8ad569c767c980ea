import { contractCheckHooks } from './contractCheck';

// With PLATFORM_API set, /api/ is forwarded to the real platform and the simulator is off. Every request and answer
// is checked against the contract on the way (config/contractCheck.ts), unless CONTRACT_CHECK=off.
export default function proxy(target?: string, env: NodeJS.ProcessEnv = process.env) {
  if (!target) return undefined;
  return {
    '/api/': { target, changeOrigin: true, secure: true, ...contractCheckHooks(env) },
  };
}
