import { rspack, type Configuration, type ExternalItemFunctionData } from '@rspack/core';

/** Where a service's or the gateway's bundle is written, beside tsc's output it is made from. */
export const serviceBundleFilename = 'bundle.mjs';

export interface ServiceBundleOptions {
  /** The package's folder: tsc has written `dist/main.js` there. */
  root: string;
}

/**
 * Packages a Node part never loads, or loads only through Node itself:
 *  - native addons (`.node`, @node-rs/*, pg-native): Node loads them from node_modules;
 *  - what NestJS and its Fastify adapter ask for only when a feature we do not use is
 *    called (microservices, websockets, Express, views, class-validator pipes).
 * A require of them stays a require at run time, and fails there as it would unbundled.
 */
const loadedByNode =
  /(\.node$|^@node-rs\/|^pg-native$|^@nestjs\/(microservices|websockets|platform-express)(\/|$)|^@fastify\/view$|^class-(transformer|validator)(\/|$))/;

/**
 * One minified file for a service or the gateway, made from tsc's output (`dist/main.js`) and
 * every package it imports: `dist/bundle.mjs`, which `npm start` and the images run.
 *
 * Why: V8 keeps the source text of every script a process loads (to compile each function when
 * it is first called). Unbundled, a service loads some 1,500 files, 7 MB of source (TypeORM
 * 2.9, zod 0.9, NestJS 1); bundled and compressed, about 4 MB in one script. Across six Node
 * processes that is some 40 MiB of the portal's 400 (tools/bench/RESULTS.md, "Memory of the whole portal").
 *
 * Class and function names are kept: TypeORM names a migration after its class, and NestJS's
 * messages and our logs name providers by theirs.
 */
export function createServiceBundleConfig(options: ServiceBundleOptions): Configuration {
  return {
    mode: 'production',
    target: 'node24',
    context: options.root,
    entry: { bundle: './dist/main.js' },
    output: {
      path: `${options.root}/dist`,
      filename: serviceBundleFilename,
      // Code loaded only on a rare path (a dynamic import) stays out of the main script.
      chunkFilename: 'bundle-chunks/[id].mjs',
      module: true,
      chunkFormat: 'module',
      library: { type: 'module' },
      clean: false, // tsc's output is beside it
    },
    module: {
      parser: {
        javascript: {
          // Evaluated where the bundle runs (dist/, as tsc's files were), not fixed at build time.
          importMeta: { url: false, dirname: false, filename: false },
        },
      },
    },
    externalsType: 'node-commonjs',
    externals: [
      ({ request }: ExternalItemFunctionData, callback) =>
        request && loadedByNode.test(request) ? callback(undefined, request) : callback(),
    ],
    optimization: {
      minimize: true,
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin({
          minimizerOptions: {
            compress: { keep_classnames: true, keep_fnames: true },
            // Not mangled: SWC's mangler, told to keep class names, renames a class's reference to
            // itself in a static initializer to the outer binding (`let q = class InstanceWrapper
            // { static logger = new Logger(q.name) }`), which throws at start-up. Unmangled, the
            // bundle is 4.1 MB instead of 2.9, and its stack traces are readable as they are.
            mangle: false,
          },
        }),
      ],
      splitChunks: false,
    },
    // A map beside it for reading a stack trace (`node --enable-source-maps`); not loaded otherwise.
    devtool: 'source-map',
    // TypeORM, Fastify and others require by computed name on paths we do not take (a driver
    // given by name: ours is given as `driver`, see nest-kit's data-source-options).
    ignoreWarnings: [/Critical dependency: the request of a dependency is an expression/],
    stats: 'errors-warnings',
    performance: false,
  };
}
