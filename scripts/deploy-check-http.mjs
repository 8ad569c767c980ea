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

/** How long a stream may take to send its first bytes: the contract's heartbeat (at most 15 s) and a margin. */
export const STREAM_WAIT_MS = 20_000;

/**
 * GET a stream that stays open (`path`, e.g. the alarm stream) and wait for the first bytes of its body, at most
 * `within` ms; then cut it. Resolves { path, status, headers, first (bytes of the first chunk, 0 when none came),
 * ms (until then), body (the whole text of an answer that ended, e.g. a JSON refusal) }; rejects when the server
 * cannot be reached or sends no headers in time.
 */
export function firstBytes(base, path, headers = {}, within = STREAM_WAIT_MS) {
  const url = new URL(path, base);
  const client = url.protocol === 'https:' ? https : http;
  const started = Date.now();
  return new Promise((resolve, reject) => {
    let response;
    let first = 0;
    let ms;
    let timer;
    let request;
    const chunks = [];
    const finish = () => {
      clearTimeout(timer);
      request.destroy();
      if (!response) reject(new Error(`no answer from ${url} within ${within / 1000} s`));
      else
        resolve({
          path,
          status: response.statusCode,
          headers: response.headers,
          first,
          ms,
          body: Buffer.concat(chunks).toString('utf8'),
        });
    };
    timer = setTimeout(finish, within);
    request = client.get(url, { headers: { 'User-Agent': 'deploy-check', ...headers } }, (res) => {
      response = res;
      const streaming = /text\/event-stream/.test(res.headers['content-type'] ?? '');
      res.on('data', (chunk) => {
        if (!first) {
          first = chunk.length;
          ms = Date.now() - started;
        }
        if (streaming) finish();
        else chunks.push(chunk);
      });
      res.on('end', finish);
      res.on('error', finish);
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      if (!response) reject(error);
    });
  });
}
