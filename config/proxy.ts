// With PLATFORM_API set, /api/ is forwarded to the real platform and the simulator is off.
export default function proxy(target?: string) {
  if (!target) return undefined;
  return {
    '/api/': { target, changeOrigin: true, secure: true },
  };
}
