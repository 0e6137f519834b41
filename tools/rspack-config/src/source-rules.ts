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
