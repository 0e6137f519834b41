import { fileURLToPath } from 'node:url';
import { messagesFilePattern } from '@portal/messages/extraction';
import type { Configuration, RuleSetRule, SwcLoaderOptions } from '@rspack/core';

/**
 * How every portal build reads the sources: workspace libraries compiled from their sources
 * ("@portal/source" export condition), './x.js' imports resolved to './x.ts(x)'.
 */
export const workspaceResolve = {
  extensions: ['.ts', '.tsx', '.js'],
  // Workspace libraries are compiled from their sources ("@portal/source" export condition).
  conditionNames: ['@portal/source', '...'],
  // Sources import './x.js' (nodenext style); the file on disk is './x.ts' or './x.tsx'.
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
} satisfies Configuration['resolve'];

/**
 * How the pages' builds read the sources: as every build, and with the ICU message parser left
 * out. Messages reach the browser compiled ahead (messageRules), so `intl-messageformat` never
 * parses; its parser is about 10 KB compressed that no member should download (docs/adr/0020).
 */
export const pageResolve = {
  ...workspaceResolve,
  alias: {
    '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
  },
} satisfies Configuration['resolve'];

/** A language level SWC compiles down to, e.g. 'es2020'. */
export type JsTarget = NonNullable<NonNullable<SwcLoaderOptions['jsc']>['target']>;

/** TypeScript and TSX through SWC, React's automatic runtime, down to `target`'s language level. */
export function typescriptRule(options: { target: JsTarget; production: boolean }): RuleSetRule {
  const swcOptions: SwcLoaderOptions = {
    jsc: {
      target: options.target,
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !options.production } },
    },
  };
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: swcOptions,
    type: 'javascript/auto',
  };
}

const loaderFile = (name: string) =>
  fileURLToPath(new URL(`./loaders/${name}.js`, import.meta.url));

/**
 * The portal's words (docs/adr/0020): `messages.ts` files have their English texts compiled
 * ahead, before SWC reads them, and the translated catalogues of @portal/messages are parsed
 * ahead, so the browser formats messages without a parser.
 */
export function messageRules(): RuleSetRule[] {
  return [
    {
      test: messagesFilePattern,
      exclude: /node_modules/,
      enforce: 'pre',
      loader: loaderFile('messages-loader'),
    },
    {
      test: /[\\/]catalogues[\\/][^\\/]+[\\/][^\\/]+\.json$/,
      loader: loaderFile('catalogue-loader'),
      type: 'javascript/auto',
    },
  ];
}
