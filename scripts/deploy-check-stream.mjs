// The alarm stream through the deployment (`npm run deploy:check`, scripts/deploy-check.mjs): the platform's optional
// `GET /api/ropc/alarm/stream` (server-sent events, contract/openapi.yaml) must pass nginx unbuffered, so that a
// heartbeat or an event reaches the browser within the contract's 15 s. Opening it needs a session: `--token T`
// (and `--org ID`, else the first organisation of the token's user); without one the check only tells whether the
// platform offers the stream. A platform without it (404) is fine: the console polls.
import { firstBytes, get, STREAM_WAIT_MS } from './deploy-check-http.mjs';

const TEMPLATE = 'config/nginx/console.conf.template';
export const STREAM_PATH = '/api/ropc/alarm/stream';
const STREAM_HEADERS = { Accept: 'text/event-stream', 'x-locale': 'en-US' };

const codeOf = (answer) => {
  try {
    return JSON.parse(answer.body).code;
  } catch {
    return undefined;
  }
};

/** The first organisation the token's user may open (the organisation list of the startup calls). */
async function firstOrg(base, token) {
  const answer = await get(base, '/api/ropc/business/user/list', {
    Accept: 'application/json',
    'x-access-token': token,
  });
  try {
    return JSON.parse(answer.body).data?.[0]?.busId;
  } catch {
    return undefined;
  }
}

export const STREAM_CHECKS = [
  {
    name: 'alarm stream unbuffered',
    advice: `the alarm stream must pass at once and stay open: location = ${STREAM_PATH} with proxy_buffering off and a proxy_read_timeout above the heartbeat (${TEMPLATE}; docs/operations.md)`,
    run: async ({ base, token, org }) => {
      const probe = await firstBytes(base, STREAM_PATH, {
        ...STREAM_HEADERS,
        'x-access-token': token || 'deploy-check',
        'x-bus-id': org || (token ? await firstOrg(base, token) : undefined) || 'deploy-check',
      });
      if (probe.status === 404)
        return { skip: true, detail: `the platform offers no alarm stream (${STREAM_PATH}: 404): the console polls` };
      const type = probe.headers['content-type'] ?? '';
      if (/application\/json/.test(type)) {
        const code = codeOf(probe);
        if (!token)
          return {
            skip: true,
            detail: `offered (${code ?? probe.status} without a session): give --token T [--org ID] to check it passes unbuffered`,
          };
        return {
          fail: `${STREAM_PATH} refused the session: HTTP ${probe.status}, code ${code ?? '(not JSON)'} (check --token and --org)`,
        };
      }
      if (probe.status !== 200 || !/text\/event-stream/.test(type))
        return { fail: `${STREAM_PATH} answered ${probe.status} ${type || '(no content type)'}, not an event stream` };
      if (!probe.first)
        return {
          fail: `no heartbeat or event within ${STREAM_WAIT_MS / 1000} s: the stream is buffered on the way (or sends no heartbeat)`,
        };
      return { detail: `first bytes after ${probe.ms} ms (${probe.headers['cache-control'] ?? 'no Cache-Control'})` };
    },
  },
];
