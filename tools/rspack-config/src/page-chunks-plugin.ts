import type { Compilation, Compiler, RspackPluginInstance } from '@rspack/core';

/**
 * What a page needs before it can run, written by the build as `page-chunks.json` beside the
 * page's files (paths relative to the build's folder):
 * - `startup`: the scripts the shell's entry loads at once (its bootstrap and the shared
 *   libraries it provides). Without a hint the browser learns of them only once main.js has
 *   arrived and run: one more round trip on every cold visit (150 ms on a rural link).
 * - `named`: the files of each chunk named with a `webpackChunkName` comment, by name: the
 *   gateway adds the ones of the route being opened to the page (libs/page-drawing/src/pages/route-pages.ts).
 *   Lazy route pages are named `page` + their path, e.g. `page-apply-grant-id` for
 *   `/apply-grant/:id` (`pageChunkName` in @portal/contract).
 */
export interface PageChunks {
  startup: string[];
  named: Record<string, string[]>;
}

export const pageChunksFilename = 'page-chunks.json';

const pluginName = 'PortalPageChunksPlugin';

/**
 * Writes `page-chunks.json`, and, where the build has an `index.html`, puts a preload hint for
 * each startup script into it, so that the page's scripts download side by side with main.js.
 */
export class PageChunksPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the HTML page is written, before the precompress plugin (OPTIMIZE_TRANSFER + 1).
        { name: pluginName, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          const page = compilation.getAsset('index.html');
          // Only a build with a page starts anything; a remote's entry is started by the shell.
          const chunks = pageChunksOf(compilation, page !== undefined);
          compilation.emitAsset(
            pageChunksFilename,
            new sources.RawSource(`${JSON.stringify(chunks, null, 2)}\n`),
          );
          if (!page || chunks.startup.length === 0) return;
          const publicPath = compilation.outputOptions.publicPath;
          const base = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '/';
          compilation.updateAsset(
            'index.html',
            new sources.RawSource(
              withPreloads(
                page.source.source().toString(),
                chunks.startup.map((file) => base + file),
              ),
            ),
          );
        },
      );
    });
  }
}

function pageChunksOf(compilation: Compilation, hasPage: boolean): PageChunks {
  const startup = new Set<string>();
  const named: Record<string, string[]> = {};
  for (const group of compilation.chunkGroups) {
    const files = group.chunks.flatMap((chunk) => [...chunk.files]).filter(isPageFile);
    const parents = group.getParents();
    // An async group whose parent is an entry is loaded by the entry as it starts.
    if (hasPage && !group.isInitial() && parents.some((parent) => parent.isInitial())) {
      for (const file of files) if (file.endsWith('.js')) startup.add(file);
    }
    if (group.name && !group.isInitial()) named[group.name] = files;
  }
  return { startup: [...startup].sort(), named };
}

function isPageFile(file: string): boolean {
  return /\.(?:js|css)$/.test(file);
}

/**
 * Puts `<link rel="preload" as="script">` for each script at the end of the page's head, and
 * raises the page's own scripts to high priority: the browser gives a deferred script low
 * priority and would let six preloads (HTTP/1.1's connections per host) go first, yet main.js
 * is what starts the others' code.
 */
export function withPreloads(html: string, scripts: string[]): string {
  const links = scripts.map((href) => `<link rel="preload" href="${href}" as="script">`).join('');
  return html
    .replace(/<script (?=[^>]*\bsrc=)(?![^>]*\bfetchpriority=)/g, '<script fetchpriority="high" ')
    .replace('</head>', `${links}</head>`);
}
