import { join } from 'node:path';
import { serverBundleFolder, serverEntryName } from '@portal/page-drawing/remote-entry';
import { rspack, type Configuration } from '@rspack/core';
import { PrerenderPagesPlugin } from './prerender-pages-plugin.js';
import { messageRules, pageResolve, typescriptRule } from './source-rules.js';

export interface PrerenderOptions {
  /** The app's own build (createPortalAppConfig's): this one runs after it, on its output. */
  app: Configuration;
  /**
   * The module, relative to the app's folder, that draws the pages: it exports
   * `prerenderPages(template: string): Promise<{ route: string; html: string }[]>`, given the
   * app's built index.html.
   */
  entry: string;
}

/**
 * A second build beside an app's (rspack runs both from the app's rspack.config.ts): its page
 * module bundled for Node into one file, which `PrerenderPagesPlugin` then runs on the app's
 * built index.html to write the pre-rendered pages beside it (see prerender-pages-plugin.ts).
 * The bundle is kept in `dist/server/` (`serverBundleFolder`), which the gateway does not serve:
 * a remote's bundle may also export what the gateway draws on request (its data pages).
 */
export function createPrerenderConfig({ app, entry }: PrerenderOptions): Configuration {
  const root = app.context;
  const appOutput = app.output?.path;
  if (!app.name || !root || !appOutput) {
    throw new Error(
      'createPrerenderConfig needs the app build with its name, context and output path',
    );
  }
  return {
    name: `${app.name}-prerender`,
    dependencies: [app.name],
    context: root,
    mode: 'production',
    target: 'node22',
    // `server/prerender.mjs`: where the gateway imports a remote's server entry from
    // (@portal/page-drawing/remote-entry names it for both).
    entry: { [serverEntryName]: entry },
    devtool: false,
    output: {
      path: join(appOutput, serverBundleFolder),
      filename: '[name].mjs',
      module: true,
      chunkFormat: 'module',
      library: { type: 'module' },
      clean: true,
    },
    resolve: pageResolve,
    module: {
      rules: [
        typescriptRule({ target: 'es2022', production: true }),
        ...messageRules(),
        // The pages' stylesheets come with the browser build; drawing the markup needs none.
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    // One file: nothing to load lazily when the build imports it; readable when it fails.
    optimization: { minimize: false },
    plugins: [
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new PrerenderPagesPlugin({ appOutput }),
    ],
    performance: { hints: false },
  };
}
