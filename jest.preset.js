// Shared jest settings. Every package runs jest in native ESM mode (NestJS 12 is ESM-only),
// with @swc/jest compiling TypeScript (decorator metadata included) and workspace libraries
// resolved to their sources through the "@portal/source" export condition.

/** @param {{ environment?: 'node' | 'jsdom' }} [options] */
export function jestPreset(options = {}) {
  const environment = options.environment ?? 'node';
  return {
    testEnvironment: environment,
    testEnvironmentOptions: {
      customExportConditions:
        environment === 'jsdom'
          ? ['@portal/source', 'browser']
          : ['@portal/source', 'node', 'node-addons'],
    },
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    moduleNameMapper: {
      // Sources import './x.js' (nodenext); the file on disk is './x.ts'.
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            target: 'es2022',
            parser: { syntax: 'typescript', tsx: true, decorators: true },
            // JSON imported with `with { type: 'json' }` (the message catalogues): Node's module
            // loader asks for the attribute, so SWC keeps it.
            experimental: { keepImportAssertions: true },
            transform: {
              legacyDecorator: true,
              decoratorMetadata: true,
              react: { runtime: 'automatic' },
            },
          },
        },
      ],
    },
    testMatch: [
      '<rootDir>/src/**/*.spec.ts',
      '<rootDir>/src/**/*.spec.tsx',
      '<rootDir>/test/**/*.spec.ts',
    ],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  };
}
