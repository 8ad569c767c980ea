/**
 * A Umi plugin (listed in .umirc.ts) that makes index.html paint before any script and start the first load early:
 * - the static app shell (config/shell/shell.html, styled by config/shell/shell.css, an inline <style>, which the
 *   CSP allows: no inline script) inside the mount element, replaced by the same markup from React while the
 *   session starts (src/components/StartupShell.tsx), with the header's own logo (config/shellFiles.ts);
 * - in production, what the boot script (src/speed/boot) needs to preload: the files of the layout, of each
 *   layout route's page and of each language's message catalog, as data in <meta> elements it reads (no inline
 *   code; index.html is revalidated on every visit, so the names always match the build);
 * - the boot script, bundled by Umi's own esbuild from its TypeScript module (src/speed/boot/index.ts, with the
 *   modules it imports) into one minified script: in production under a hashed name (boot.<hash>.js), so a repeat
 *   visit takes it from the cache like every other hashed file; `npm start` serves it as /boot.js, bundled anew on
 *   each load. The shell waits for it.
 */
import { buildSync } from '@umijs/bundler-utils/compiled/esbuild';
import { createHash } from 'crypto';
import { mkdirSync, writeFileSync } from 'fs';
import { join } from 'path';
import type { IApi } from '@umijs/max';
import routes from './routes';
import { PLATFORM_TITLES } from './shared';
import { shellCss, shellHtml } from './shellFiles';

/** A route's page chunk name as Umi names it: './Home' -> 'p__Home__index'. */
export const pageChunkOf = (component: string) => `p__${component.replace(/^\.\//, '').replace(/\//g, '__')}__index`;

/** The layout routes (the ones a signed-in user lands on) and their page chunks. */
export const LAYOUT_PAGES = (routes as Array<{ path: string; component?: string; layout?: boolean }>)
  .filter((r) => r.component?.startsWith('./') && r.layout !== false)
  .map((r) => ({ path: r.path, chunk: pageChunkOf(r.component!) }));

export const LAYOUT_CHUNK = 't__plugin-layout__Layout';
export const LOCALES = ['en-US', 'ja-JP', 'zh-CN'];

interface ChunkGroup {
  chunks: Array<{ files: Iterable<string> }>;
}

/** The boot script: src/speed/boot/index.ts and what it imports, as one minified script for the build's browsers. */
export function bundleBoot(cwd: string, targets: Record<string, number> = {}): string {
  const result = buildSync({
    entryPoints: [join(cwd, 'src', 'speed', 'boot', 'index.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    alias: { '@': join(cwd, 'src') },
    // The browsers of .umirc.ts's `targets`, as esbuild names them ('chrome100'...).
    target: Object.entries(targets).map(([b, v]) => `${b}${v}`),
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

export const BOOT_SRC = '/boot.js';

export default (api: IApi) => {
  // `npm start`: /boot.js (index.html's head script) bundled from the source on each page load.
  api.addBeforeMiddlewares(() => [
    (req: { path?: string; url?: string }, res: any, next: () => void) => {
      if ((req.path || req.url) !== BOOT_SRC) return next();
      res.setHeader('Content-Type', 'application/javascript; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(bundleBoot(api.paths.cwd, api.config.targets as Record<string, number>));
    },
  ]);

  let preload: Array<{ name: string; files: string[] }> = [];
  let build = '';

  api.onBuildComplete(
    ({ stats }: { stats?: { compilation?: { namedChunkGroups?: Map<string, ChunkGroup>; hash?: string } } }) => {
      // Production only: in `npm start` a hot update changes styles without a new page load.
      build = api.name === 'build' || api.env === 'production' ? stats?.compilation?.hash || '' : '';
      const groups = stats?.compilation?.namedChunkGroups;
      if (!groups) return;
      const publicPath = (api.config.publicPath as string) || '/';
      const filesOf = (name: string) =>
        (groups.get(name)?.chunks || [])
          .flatMap((chunk) => [...chunk.files])
          .filter((f) => f.endsWith('.js'))
          .map((f) => `${publicPath}${f}`);
      const layout = new Set(filesOf(LAYOUT_CHUNK));
      preload = [
        { name: 'layout', files: [...layout] },
        // A page's own files: what the layout does not already bring.
        ...LAYOUT_PAGES.map(({ path, chunk }) => ({
          name: `route:${path}`,
          files: filesOf(chunk).filter((f) => !layout.has(f)),
        })),
        ...LOCALES.map((locale) => ({ name: `catalog:${locale}`, files: filesOf(`catalog-${locale}`) })),
      ];
    },
  );

  api.modifyHTML(($) => {
    const boot = $(`head script[src="${BOOT_SRC}"]`);
    if ((api.name === 'build' || api.env === 'production') && boot.length) {
      const source = bundleBoot(api.paths.cwd, api.config.targets as Record<string, number>);
      const name = `boot.${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
      mkdirSync(api.paths.absOutputPath, { recursive: true });
      writeFileSync(join(api.paths.absOutputPath, name), source);
      boot.attr('src', `${(api.config.publicPath as string) || '/'}${name}`);
    }
    // Before the head scripts (boot.js reads the metas when it runs), after the charset and viewport metas.
    const metas =
      preload
        .map(({ name, files }) => `<meta name="ropc-preload" data-key="${name}" content="${files.join(' ')}">`)
        .join('') +
      // The build, which antd's saved styles belong to (src/speed/savedStyles): a new build generates them anew.
      (build ? `<meta name="ropc-build" content="${build}">` : '') +
      // The tab title in each language: boot.js titles the page in the visit's language from its first paint.
      Object.entries(PLATFORM_TITLES)
        .map(([locale, title]) => `<meta name="ropc-title" data-locale="${locale}" content="${title}">`)
        .join('');
    const head = `<style id="app-shell-css">${shellCss()}</style>${metas}`;
    const firstScript = $('head script').first();
    if (firstScript.length) firstScript.before(head);
    else $('head').append(head);
    $(`#${api.config.mountElementId || 'root'}`).html(shellHtml());
    // The bundle's other entry files (framework, preload helper) would block the parser in <head>, and so the
    // shell's paint, until they arrive: they go just before umi.js at the end of <body>, in the same order.
    const bundle = $('body script[src*="/umi."]').first();
    if (bundle.length) {
      $('head script[src]')
        .filter(
          (_, el) =>
            !['/config.js', BOOT_SRC].includes($(el).attr('src') || '') &&
            !/\/boot\.[0-9a-f]{8}\.js$/.test($(el).attr('src') || ''),
        )
        .each((_, el) => {
          bundle.before($(el).remove());
        });
    }
    return $;
  });
};
