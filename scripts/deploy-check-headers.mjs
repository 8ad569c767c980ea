// The security headers config/nginx/console.conf.template sets on every answer, as `npm run deploy:check` checks
// them (scripts/deploy-check.mjs): each check takes the answers to look at and returns { fail?, detail }.
const TEMPLATE = 'config/nginx/console.conf.template';

/** "missing on /, /config.js" for the answers without the header; undefined when all have it. */
function missing(answers, header) {
  const without = answers.filter((answer) => !answer.headers[header]).map((answer) => answer.path);
  return without.length ? `missing on ${without.join(', ')}` : undefined;
}

/** The first answer whose header value `bad` objects to, as "<objection> on <path>". */
function firstObjection(answers, header, bad) {
  for (const answer of answers) {
    const objection = bad(String(answer.headers[header]));
    if (objection) return `${objection} on ${answer.path}`;
  }
  return undefined;
}

/** A header check: present on every answer, and its value acceptable to `bad` (which returns an objection). */
function header(name, bad, advice) {
  const key = name.toLowerCase();
  return {
    name,
    advice,
    run: ({ pages }) => {
      const fail = missing(pages, key) ?? firstObjection(pages, key, bad);
      return { fail, detail: fail ?? String(pages[0].headers[key]) };
    },
  };
}

/** The sources a CSP allows for scripts: script-src, else default-src. */
function scriptSources(policy) {
  const directives = new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([directive]) => directive)
      .map(([directive, ...sources]) => [directive.toLowerCase(), sources]),
  );
  return { scripts: directives.get('script-src') ?? directives.get('default-src'), directives };
}

const UNSAFE_SCRIPT_SOURCES = ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'];

export const HEADER_CHECKS = [
  header(
    'Content-Security-Policy',
    (policy) => {
      const { scripts, directives } = scriptSources(policy);
      if (!scripts) return 'no script-src or default-src';
      const unsafe = scripts.find((source) => UNSAFE_SCRIPT_SOURCES.includes(source.toLowerCase()));
      if (unsafe) return `scripts allow ${unsafe}`;
      if (!directives.has('frame-ancestors')) return 'no frame-ancestors';
      return undefined;
    },
    `send the template's Content-Security-Policy (script-src 'self', frame-ancestors 'none'), add_header … always, in ${TEMPLATE}`,
  ),
  header(
    'Cross-Origin-Opener-Policy',
    (value) => (value.trim() === 'same-origin' ? undefined : `"${value}", not same-origin`),
    `add_header Cross-Origin-Opener-Policy "same-origin" always; (${TEMPLATE})`,
  ),
  header(
    'Permissions-Policy',
    (value) => {
      const off = ['camera', 'microphone', 'geolocation'].filter((feature) => !value.includes(`${feature}=()`));
      return off.length ? `${off.join(', ')} not turned off` : undefined;
    },
    `add_header Permissions-Policy "camera=(), microphone=(), geolocation=()" always; (${TEMPLATE})`,
  ),
  header(
    'X-Content-Type-Options',
    (value) => (value.trim().toLowerCase() === 'nosniff' ? undefined : `"${value}", not nosniff`),
    `add_header X-Content-Type-Options "nosniff" always; (${TEMPLATE})`,
  ),
  header(
    'Referrer-Policy',
    (value) =>
      ['strict-origin-when-cross-origin', 'strict-origin', 'same-origin', 'no-referrer'].includes(value.trim())
        ? undefined
        : `"${value}" sends the full address to other sites`,
    `add_header Referrer-Policy "strict-origin-when-cross-origin" always; (${TEMPLATE})`,
  ),
  {
    name: 'Strict-Transport-Security',
    advice: `in the TLS server block: add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always; (the example at the end of ${TEMPLATE})`,
    run: ({ base, pages }) => {
      if (base.protocol !== 'https:') return { skip: true, detail: 'plain http: run against the https address' };
      const fail =
        missing(pages, 'strict-transport-security') ??
        firstObjection(pages, 'strict-transport-security', (value) => {
          const maxAge = Number(value.match(/max-age=(\d+)/i)?.[1] ?? 0);
          return maxAge < 15_552_000 ? `max-age ${maxAge} s, under six months` : undefined;
        });
      return { fail, detail: fail ?? String(pages[0].headers['strict-transport-security']) };
    },
  },
];
