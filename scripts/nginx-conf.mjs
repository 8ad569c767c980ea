// The nginx configuration of a local run: the shipped template (config/nginx/console.conf.template) with loopback
// addresses, in a self-contained nginx.conf. Used by scripts/e2e-server.mjs, and from the command line by
// tests/e2e/deploy.spec.ts (`node scripts/nginx-conf.mjs --listen <port> --dist <dir> --platform <url> --prefix <dir>
// [--shipped] [--template <file>]`, printing the file; --template renders a variant of the template, for journeys
// that show what a broken configuration does).
import { existsSync, readFileSync } from 'node:fs';
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
  if (!brotli) server = server.replace(/^.*@brotli.*\n/m, '');
  return `${brotli ? `load_module ${BROTLI_MODULE};\n` : ''}daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
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
