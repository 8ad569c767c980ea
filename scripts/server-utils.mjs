// Small helpers for scripts that start a server: a free loopback port, and waiting until it answers.
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
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

export async function freePort() {
  return (await freePorts(1))[0];
}

export async function waitForServer(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`Server at ${url} did not start within ${timeoutMs / 1000} s`);
}
