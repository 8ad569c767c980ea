import type { IncomingMessage } from 'node:http';
import { contractCheckHooks } from './contractCheck';

/**
 * An event stream (the alarm stream) passes the dev server's compression untouched: compressed, its events would
 * wait in the compressor until a buffer fills. `no-transform` is what the compression middleware honours.
 */
export function streamUntransformed(proxyRes: IncomingMessage) {
  if (!/^text\/event-stream/i.test(String(proxyRes.headers['content-type'] || ''))) return;
  const cacheControl = String(proxyRes.headers['cache-control'] || 'no-store');
  if (!/\bno-transform\b/i.test(cacheControl)) proxyRes.headers['cache-control'] = `${cacheControl}, no-transform`;
}

// With PLATFORM_API set, /api/ is forwarded to the real platform and the simulator is off. Every request and answer
// is checked against the contract on the way (config/contractCheck.ts), unless CONTRACT_CHECK=off.
export default function proxy(target?: string, env: NodeJS.ProcessEnv = process.env) {
  if (!target) return undefined;
  const hooks = contractCheckHooks(env);
  return {
    '/api/': {
      target,
      changeOrigin: true,
      secure: true,
      ...hooks,
      onProxyRes: (proxyRes: IncomingMessage, req: IncomingMessage) => {
        streamUntransformed(proxyRes);
        hooks.onProxyRes?.(proxyRes, req);
      },
    },
  };
}
