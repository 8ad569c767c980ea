// Small helpers for scripts that start a server: a free loopback port, waiting until it answers, and waiting until
// any other condition holds.
import net from 'node:net';

function listen() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/** `count` different free ports: each is held until all are chosen, so that none is chosen twice. */
export async function freePorts(count) {
  const servers = [];
  for (let i = 0; i < count; i += 1) servers.push(await listen());
  const ports = servers.map((server) => server.address().port);
  await Promise.all(
    servers.map(
      (server) =>
        new Promise((resolve) => {
          server.close(resolve);
        }),
    ),
  );
  return ports;
}

export async function freePort() {
  return (await freePorts(1))[0];
}

/** Asks `condition` (which may be async) every `intervalMs` until it answers true; false once `timeoutMs` has passed. */
export async function pollUntil(condition, { timeoutMs = 120_000, intervalMs = 300 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => {
      setTimeout(resolve, intervalMs);
    });
  }
  return false;
}

export async function waitForServer(url, timeoutMs = 120_000) {
  const answers = () =>
    fetch(url).then(
      (res) => res.ok,
      () => false, // not up yet
    );
  if (!(await pollUntil(answers, { timeoutMs }))) {
    throw new Error(`Server at ${url} did not start within ${timeoutMs / 1000} s`);
  }
}
