// The checks of `npm run deploy:check` (scripts/deploy-check.mjs) after the security headers: index.html, caching,
// compression, the SPA fallback, the simulator's paths, source maps, /api/ and config.js. Each has a name, one line
// of advice for ops, and run(context) resolving { fail?: string, skip?: true, detail: string }.
import { createContext, runInContext } from 'node:vm';
import { checkRuntimeConfig } from '../src/domain/configSchema.mjs';
import { HASHED, get, inlineScripts } from './deploy-check-http.mjs';

const TEMPLATE = 'config/nginx/console.conf.template';
const YEAR = 31_536_000;

/** Cache-Control that makes a browser ask the server every time (no-store, no-cache or max-age=0). */
const neverCached = (value = '') => /\b(no-store|no-cache|max-age=0)\b/i.test(value) && !/\bimmutable\b/i.test(value);

function cachingOf(answers) {
  const cached = answers.find((answer) => !neverCached(answer.headers['cache-control']));
  return cached
    ? { fail: `${cached.path}: Cache-Control ${JSON.stringify(cached.headers['cache-control'] ?? '(none)')}` }
    : { detail: `Cache-Control ${answers[0].headers['cache-control']}` };
}

const isJavaScript = (answer) => answer.status === 200 && /javascript/.test(answer.headers['content-type'] ?? '');

/**
 * Runs config.js as a browser would, in an empty V8 context: no Node API, no eval, one second at most. Only its
 * ROPC_CONFIG comes out, as JSON (values JSON cannot carry become objects, which the schema refuses).
 */
export function configOf(source) {
  const context = createContext(Object.create(null), { codeGeneration: { strings: false, wasm: false } });
  runInContext('var window = globalThis;', context);
  runInContext(source, context, { timeout: 1000 });
  const json = runInContext(
    `JSON.stringify(window.ROPC_CONFIG === undefined ? null : window.ROPC_CONFIG, (key, value) =>
      ['function', 'symbol', 'bigint', 'undefined'].includes(typeof value) ? { unsupported: typeof value } : value)`,
    context,
    { timeout: 1000 },
  );
  return JSON.parse(json);
}

/** The one-line form of a schema problem. */
const problemText = ({ key, kind, value, suggestion }) =>
  kind === 'unknown'
    ? `unknown key ${key}${suggestion ? ` (did you mean ${suggestion}?)` : ''}`
    : `${key}: invalid value ${JSON.stringify(value)}`;

export const CHECKS = [
  {
    name: 'index.html',
    advice: `serve dist/ with index.html at / (root and index in ${TEMPLATE})`,
    run: ({ index, files }) =>
      index.status === 200 && /text\/html/.test(index.headers['content-type'] ?? '') && index.body.includes('id="root"')
        ? { detail: `names ${files.length} files, ${files.filter((file) => HASHED.test(file)).length} hashed` }
        : { fail: `/ answered ${index.status} ${index.headers['content-type'] ?? ''}, not the console's index.html` },
  },
  {
    name: 'no inline scripts',
    advice: 'deploy dist/index.html as the build wrote it: the Content-Security-Policy runs no inline script',
    run: ({ index }) => {
      const count = inlineScripts(index.body);
      return count ? { fail: `index.html has ${count} inline script(s)` } : { detail: 'every script has a src' };
    },
  },
  {
    name: 'cache index.html',
    advice: `index.html names the current build: expires -1 (Cache-Control: no-cache) in location / of ${TEMPLATE}`,
    run: ({ index, deep }) => cachingOf([index, deep]),
  },
  {
    name: 'cache config.js',
    advice: `ops edit config.js in place: Cache-Control no-store or no-cache on /config.js (${TEMPLATE})`,
    run: ({ config }) => (isJavaScript(config.plain) ? cachingOf([config.plain]) : { fail: 'no /config.js' }),
  },
  {
    name: 'config.js not pre-compressed',
    advice:
      'remove config.js.gz and config.js.br beside config.js (gzip_static off and brotli_static off for /config.js)',
    run: ({ config }) => {
      const stale = [config.gzip, config.br].find((answer) => answer.body !== config.plain.body);
      return stale
        ? { fail: `the ${stale.headers['content-encoding'] ?? 'compressed'} answer differs from config.js itself` }
        : { detail: 'the same file with br, gzip and without' };
    },
  },
  {
    name: 'cache sw.js',
    advice: `the service worker names the build's files: expires -1 for /sw.js (location / of ${TEMPLATE})`,
    run: ({ sw }) => (isJavaScript(sw) ? cachingOf([sw]) : { fail: `/sw.js answered ${sw.status}, not a script` }),
  },
  {
    name: 'cache hashed assets',
    advice: `hashed files never change: Cache-Control "public, max-age=31536000, immutable" (the map in ${TEMPLATE})`,
    run: ({ assets }) => {
      const wrong = assets.find(({ answer }) => {
        const value = answer.headers['cache-control'] ?? '';
        return (
          answer.status !== 200 || !/\bimmutable\b/.test(value) || Number(value.match(/max-age=(\d+)/)?.[1]) < YEAR
        );
      });
      if (!assets.length) return { fail: 'index.html names no hashed file' };
      if (wrong)
        return {
          fail: `${wrong.path}: ${wrong.answer.status}, Cache-Control ${JSON.stringify(wrong.answer.headers['cache-control'] ?? '(none)')}`,
        };
      return { detail: `${assets.length} files: ${assets[0].answer.headers['cache-control']}` };
    },
  },
  {
    name: 'compression',
    advice: `serve the build's .br/.gz files: brotli_static on, gzip_static on, gzip_vary on (${TEMPLATE})`,
    run: ({ assets }) => {
      const big = assets.filter(({ answer }) => answer.body.length >= 1024);
      const plain = big.find(({ answer }) => !['br', 'gzip'].includes(answer.headers['content-encoding']));
      if (plain) return { fail: `${plain.path} sent uncompressed to a browser accepting br and gzip` };
      const novary = big.find(({ answer }) => !/accept-encoding/i.test(answer.headers.vary ?? ''));
      if (novary) return { fail: `${novary.path} without Vary: Accept-Encoding (caches would mix encodings)` };
      const encodings = [...new Set(big.map(({ answer }) => answer.headers['content-encoding']))];
      return { detail: `${big.length} files of 1 KB or more sent ${encodings.join(' and ')}` };
    },
  },
  {
    name: 'SPA fallback',
    advice: `answer every address of the console with index.html: try_files $uri /index.html; (location / of ${TEMPLATE})`,
    run: ({ index, deep }) =>
      deep.status === 200 && deep.body === index.body
        ? { detail: `${deep.path} answered with index.html` }
        : { fail: `${deep.path} answered ${deep.status}, not index.html` },
  },
  {
    name: 'simulator refused',
    advice: `keep the template's locations ~* ^/api/__sim and ~* ^/mock-login (return 404) (${TEMPLATE})`,
    run: async ({ base }) => {
      const paths = [
        '/api/__sim',
        '/api/__sim/login',
        '/api/__SIM',
        '/api//__sim',
        '/api/%5F%5Fsim',
        '/mock-login',
        '/MOCK-LOGIN',
      ];
      for (const path of paths) {
        const answer = await get(base, path);
        if (answer.status < 400 || answer.status >= 500) return { fail: `${path} answered ${answer.status}` };
      }
      return { detail: `${paths.length} addresses refused` };
    },
  },
  {
    name: 'no source maps',
    advice: 'deploy the build without .map files, and build without source maps (the default of npm run build)',
    run: async ({ base, scripts }) => {
      for (const { path, answer } of scripts) {
        if (
          /sourceMappingURL=/.test(answer.body.slice(-500)) ||
          answer.headers.sourcemap ||
          answer.headers['x-sourcemap']
        )
          return { fail: `${path} names a source map` };
        const map = await get(base, `${path}.map`);
        if (map.status === 200 && /"mappings"\s*:/.test(map.body)) return { fail: `${path}.map is served` };
      }
      return { detail: `none for ${scripts.length} scripts and style sheets` };
    },
  },
  {
    name: 'API no-store',
    advice: `the platform's answers must not stay in the browser cache: Cache-Control no-store under /api/ (${TEMPLATE})`,
    run: ({ api }) =>
      /\bno-store\b/.test(api.headers['cache-control'] ?? '')
        ? { detail: `${api.path}: ${api.status}, Cache-Control ${api.headers['cache-control']}` }
        : {
            fail: `${api.path}: ${api.status}, Cache-Control ${JSON.stringify(api.headers['cache-control'] ?? '(none)')}`,
          },
  },
  {
    name: 'config.js valid',
    advice:
      'correct config.js on the server: docs/operations.md (Runtime configuration) lists every key and its values',
    run: ({ config }) => {
      if (!isJavaScript(config.plain)) return { fail: `/config.js answered ${config.plain.status}, not a script` };
      let given;
      try {
        given = configOf(config.plain.body);
      } catch (error) {
        return { fail: `config.js does not run: ${error.message}` };
      }
      if (given === null) return { fail: 'config.js does not set window.ROPC_CONFIG' };
      const { values, problems } = checkRuntimeConfig(given);
      if (problems.length) return { fail: problems.map(problemText).join('; ') };
      return { detail: `${Object.keys(values).length} keys set, all valid` };
    },
  },
];
