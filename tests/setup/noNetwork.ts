/**
 * No jest test reaches the network. XMLHttpRequest, fetch and sendBeacon throw; since the request layer may swallow
 * the error, an afterEach also fails the test that tried, naming the request (stub the service or the request).
 */
const attempts: string[] = [];

function refuse(what: string): never {
  attempts.push(what);
  throw new Error(`A test tried to reach the network: ${what}. Stub the service or the request.`);
}

/** The attempts so far, cleared: for the guard's own test, which makes one on purpose. */
export function takeNetworkAttempts(): string[] {
  return attempts.splice(0);
}

export function installNetworkGuard() {
  const xhr = window.XMLHttpRequest.prototype;
  xhr.open = function open(method: string, url: string | URL) {
    refuse(`XMLHttpRequest ${method} ${String(url)}`);
  };
  Object.defineProperty(globalThis, 'fetch', {
    configurable: true,
    writable: true,
    value: (input: unknown) => refuse(`fetch ${String(input)}`),
  });
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    writable: true,
    value: (url: string) => refuse(`sendBeacon ${url}`),
  });
  afterEach(() => {
    const tried = takeNetworkAttempts();
    if (tried.length) throw new Error(`This test tried to reach the network (stub it): ${tried.join('; ')}`);
  });
}
