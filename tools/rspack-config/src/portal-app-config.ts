import { join } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { createDevServer, type DevServerOptions } from './dev-server.js';
import { createFederationPlugin, type FederationRole } from './federation.js';
import { outputFilenames } from './hashed-filenames.js';
import { PageChunksPlugin } from './page-chunks-plugin.js';
import { PrecompressPlugin } from './precompress-plugin.js';
import { messageRules, pageResolve, typescriptRule } from './source-rules.js';

export type BuildMode = 'development' | 'production';

export interface PortalAppOptions {
  /** The package folder (`import.meta.dirname` of its rspack.config.ts). */
  root: string;
  mode: BuildMode;
  /** Module Federation container name: 'shell', 'mf_member', 'mf_staff', 'mf_admin'. */
  federationName: string;
  role: FederationRole;
  /**
   * The page entry, relative to `root`: the shell's bootstrap, or a remote's standalone page.
   * Remotes build it only in development: in production the shell is their only page.
   */
  entry: string;
  /**
   * The page: an index.html template relative to `root` (the shell's, which paints before any
   * script arrives), or just a title for a plain page with a `#root` element (a remote run alone).
   */
  page: { template: string } | { title: string };
  devServer: DevServerOptions;
}

/** Oldest language level we ship: browsers of the last few years, on older phones too. */
const jsTarget = 'es2020';

export function createPortalAppConfig(options: PortalAppOptions): Configuration {
  const production = options.mode === 'production';
  const isHost = options.role.kind === 'host';
  const withPage = isHost || !production;

  return {
    // Named, so that the build drawing pages ahead of time can wait for this one (prerender-config.ts).
    name: options.federationName,
    context: options.root,
    mode: options.mode,
    target: ['web', jsTarget],
    entry: withPage ? { main: options.entry } : {},
    // Production maps are written beside the build for the team, but no script names them (no
    // sourceMappingURL): the gateway serves no .map, which would give anyone the full source.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: join(options.root, 'dist'),
      // The host serves deep links (/grants/12/edit) and needs absolute chunk URLs; a remote
      // learns its own URL from where its manifest was fetched.
      publicPath: isHost ? '/' : 'auto',
      // Keeps the chunk-loading globals of the four builds apart on one page.
      uniqueName: options.federationName,
      clean: true,
      ...outputFilenames(production),
    },
    resolve: pageResolve,
    module: {
      rules: [
        typescriptRule({ target: jsTarget, production }),
        ...messageRules(),
        { test: /\.css$/, type: 'css' },
      ],
    },
    plugins: [
      withPage &&
        new rspack.HtmlRspackPlugin({
          ...('template' in options.page
            ? { template: join(options.root, options.page.template) }
            : { templateContent: plainPage(options.page.title) }),
          minify: production,
        }),
      createFederationPlugin(options.federationName, options.role, production),
      production && new PageChunksPlugin(),
      production && new PrecompressPlugin(),
    ],
    optimization: isHost && production ? { splitChunks: frameworkChunk } : undefined,
    performance: { hints: false },
    devServer: createDevServer(options.devServer),
  };
}

/** web-kit's and the formatter's modules, but for a pack reader's and the build's. */
const kitModules =
  /^(?!.*(?:language-packs|language-pack-calls|pack-font|[\\/]prerender[\\/])).*(?:[\\/]libs[\\/](?:web-kit|messages)[\\/]src[\\/]|[\\/]node_modules[\\/](?:intl-messageformat|@formatjs)[\\/])/;

/**
 * React, React DOM, its scheduler and the router in one chunk of the shell's: every page loads
 * all of them as it starts, and over HTTP/1.1's six connections each file more queues behind
 * the others for a round trip (Module Federation otherwise gives each shared module its own).
 */
const frameworkChunk = {
  cacheGroups: {
    framework: {
      test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router)[\\/]/,
      name: 'framework',
      chunks: 'all' as const,
      priority: 20,
      enforce: true,
    },
    // web-kit and the message formatter, which every page starts with, as one file too (left to
    // itself the bundler cuts them in four, by which shared entry reaches each module first).
    // What only a pack's reader or the build needs stays out, in chunks of its own.
    kit: {
      test: kitModules,
      name: 'kit',
      chunks: 'all' as const,
      priority: 10,
      enforce: true,
    },
  },
};

function plainPage(title: string): string {
  return `<!doctype html>
<html lang="en-CA">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/** Reads the mode the rspack CLI was started with (`--mode production`). */
export function modeFromCli(argv: { mode?: unknown } | undefined): BuildMode {
  return argv?.mode === 'production' ? 'production' : 'development';
}
