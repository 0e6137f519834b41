import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

/**
 * What the build wrote in `prerendered-pages.json` beside the app's index.html: for each route
 * drawn ahead of time, its page (a path relative to the build's folder). The shell's build draws
 * whole pages, which the gateway sends for the route, with the route's hints
 * (libs/page-drawing/src/pages/route-pages.ts); a remote's build, which has no page of its own, draws the
 * markup of its page alone, which the gateway puts in the slot the shell's page left for it
 * (shell/src/prerender/member-page.ts). And the pages'
 * inline scripts by hash (`'sha256-…'`, as Content-Security-Policy names them), which the
 * gateway allows in `script-src` (gateway/src/web/security-headers.ts).
 */
export interface PrerenderedPages {
  pages: Record<string, string>;
  scriptHashes: string[];
}

export const prerenderedPagesFilename = 'prerendered-pages.json';

/** The folder of the pre-rendered pages inside the app's build. */
const pagesFolder = 'prerendered';

/** What the bundled page module exports (PrerenderOptions.entry). */
interface PageModule {
  prerenderPages: (
    template: string,
  ) => Promise<{ route: string; html: string; inlineScripts: string[] }[]>;
}

const pluginName = 'PortalPrerenderPagesPlugin';

/**
 * Once the Node bundle is written: imports it, gives it the app's built index.html (scripts,
 * stylesheet and startup hints included; '' for a remote) and writes each page it returns to
 * `prerendered/<route>.html`, with `prerendered-pages.json` naming them.
 */
export class PrerenderPagesPlugin implements RspackPluginInstance {
  constructor(private readonly options: { appOutput: string }) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise(pluginName, async (compilation) => {
      const bundle = [...compilation.getAssets()].find((asset) => asset.name.endsWith('.mjs'));
      if (!bundle || compilation.errors.length > 0) return;
      const outputPath = compilation.outputOptions.path ?? '';
      // A query of its own per build: Node keeps a module it imported once (watch mode).
      const url = `${pathToFileURL(join(outputPath, bundle.name)).href}?build=${compilation.hash ?? Date.now()}`;
      const { prerenderPages } = (await import(url)) as PageModule;

      const { appOutput } = this.options;
      // A remote's production build has no index.html: its page module draws markup alone.
      const template = await readFile(join(appOutput, 'index.html'), 'utf8').catch(() => '');
      const pages = await prerenderPages(template);
      await mkdir(join(appOutput, pagesFolder), { recursive: true });
      const written: PrerenderedPages = { pages: {}, scriptHashes: [] };
      for (const page of pages) {
        const file = `${pagesFolder}/${pageFileName(page.route)}`;
        await writeFile(join(appOutput, file), page.html);
        written.pages[page.route] = file;
        written.scriptHashes.push(...page.inlineScripts.map(scriptHash));
      }
      written.scriptHashes = [...new Set(written.scriptHashes)];
      await writeFile(
        join(appOutput, prerenderedPagesFilename),
        `${JSON.stringify(written, null, 2)}\n`,
      );
    });
  }
}

/** An inline script's source as Content-Security-Policy names it: `'sha256-<base64>'`. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** `/` → `index.html`, `/login` → `login.html`, `/a/b` → `a-b.html`, `/a/:id` → `a-id.html`. */
export function pageFileName(route: string): string {
  const words = route
    .split('/')
    .filter(Boolean)
    .map((word) => word.replace(/^:/, ''));
  return `${words.length === 0 ? 'index' : words.join('-')}.html`;
}
