// What `npm run deploy:check` (scripts/deploy-check.mjs) asks a deployment: one GET at a time as a browser would,
// with the exact headers given (no decompression, no redirects followed), and the files index.html names.
import http from 'node:http';
import https from 'node:https';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const TIMEOUT_MS = 15_000;

/**
 * GET `path` of `base`. Resolves { path, status, headers, raw, body } (body decoded from its Content-Encoding);
 * rejects when the server cannot be reached or does not answer in time.
 */
export function get(base, path, headers = {}) {
  const url = new URL(path, base);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { headers: { 'User-Agent': 'deploy-check', ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        let body = raw;
        try {
          if (encoding === 'gzip') body = gunzipSync(raw);
          else if (encoding === 'br') body = brotliDecompressSync(raw);
        } catch {
          body = Buffer.alloc(0);
        }
        resolve({ path, status: res.statusCode, headers: res.headers, raw, body: body.toString('utf8') });
      });
    });
    request.setTimeout(TIMEOUT_MS, () => request.destroy(new Error(`no answer from ${url} within 15 s`)));
    request.on('error', reject);
  });
}

/** A build file named with its content hash, as the build writes them (umi.1a2b3c4d.js, p__Home.5e6f7a8b.async.js). */
export const HASHED = /\.[0-9a-f]{8}(\.async|\.chunk)?\.(js|css)$/;

/**
 * The same-origin files index.html names: its scripts and stylesheets, and the chunks the boot script preloads
 * (<meta name="ropc-preload" content="file file ...">).
 */
export function filesNamedBy(html) {
  const attributes = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\bhref="([^"]+)"/g),
  ].map((match) => match[1]);
  const preloads = [...html.matchAll(/<meta\b[^>]*name="ropc-preload"[^>]*content="([^"]*)"/g)].flatMap((match) =>
    match[1].split(/\s+/),
  );
  const paths = [...attributes, ...preloads].filter((file) => file.startsWith('/') && !file.startsWith('//'));
  return [...new Set(paths.map((file) => file.split(/[?#]/)[0]))];
}

/** The inline scripts of a page (a <script> without src, other than data blocks such as JSON). */
export function inlineScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes, code]) =>
      !/\bsrc=/.test(attributes) && !/\btype="application\/(ld\+)?json"/.test(attributes) && code.trim() !== '',
  ).length;
}
