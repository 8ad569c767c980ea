// The nginx configuration of a local run: the shipped template (config/nginx/console.conf.template) with loopback
// addresses, in a self-contained nginx.conf. Used by scripts/e2e-server.mjs, and from the command line by
// tests/e2e/shippedNginx.ts (`node scripts/nginx-conf.mjs --listen <port> --dist <dir> --platform <url> --prefix <dir>
// [--shipped] [--template <file>]`, printing the file; `--make-prefix` prints a new prefix directory instead;
// --template renders a variant of the template, for journeys that show what a broken configuration does).
import { chmodSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The shipped template with loopback addresses. `simulator: true` (the suite's nginx) lets the simulator's own
 * endpoints through, which the template refuses (404): its login page and /api/__sim/*, by exact and prefix
 * locations that take precedence over the template's refusing regular expressions. `simulator: false` renders the
 * template as shipped (tests/e2e/deploy.spec.ts checks the refusal).
 */
/** Debian's libnginx-mod-http-brotli-static (.ci/run installs it); without it the config serves gzip. */
export const BROTLI_MODULE =
  process.env.NGINX_BROTLI_MODULE || '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * A new directory for a local nginx's files (nginx.conf, logs, the temp directories of request bodies and proxied
 * answers). Open to nginx's workers: started as root, nginx runs them as another user (nobody), and mkdtemp's 0700
 * kept them out of the temp directories nginx creates inside, so every request body over 16 KB (buffered to a
 * file) was answered 500.
 */
export function makeNginxPrefix(name = 'console-nginx-') {
  const prefix = mkdtempSync(join(tmpdir(), name));
  chmodSync(prefix, 0o755);
  return prefix;
}

/**
 * worker_connections: a proxied call holds two (the browser's and the platform's), and the suite's journeys fire
 * bursts of 200 calls at once (tests/e2e/harness.spec.ts); 256 dropped every call above about 127.
 */
export const WORKER_CONNECTIONS = 1024;

export function renderNginxConfig({
  listen,
  dist,
  platform,
  prefix,
  simulator = true,
  brotli = existsSync(BROTLI_MODULE),
  template = join(root, 'config/nginx/console.conf.template'),
}) {
  const extra = simulator
    ? `location = /mock-login { proxy_pass ${platform}; }\n    location ^~ /api/__sim { proxy_pass ${platform}; }`
    : '';
  let server = readFileSync(template, 'utf8')
    .replaceAll('${LISTEN}', `127.0.0.1:${listen}`)
    .replaceAll('${DIST_DIR}', dist)
    .replaceAll('${PLATFORM_API}', platform)
    .replace(/# @extra-locations.*$/m, extra);
  if (!brotli) server = server.replace(/^.*@brotli.*\n/gm, '');
  return `${brotli ? `load_module ${BROTLI_MODULE};\n` : ''}daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections ${WORKER_CONNECTIONS}; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${server}
}
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const value = (name) => args[args.indexOf(`--${name}`) + 1];
  if (args.includes('--make-prefix')) {
    process.stdout.write(makeNginxPrefix());
    process.exit(0);
  }
  process.stdout.write(
    renderNginxConfig({
      listen: value('listen'),
      dist: value('dist'),
      platform: value('platform'),
      prefix: value('prefix'),
      simulator: !args.includes('--shipped'),
      ...(args.includes('--template') ? { template: value('template') } : {}),
    }),
  );
}
